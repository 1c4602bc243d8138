import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseBusy } from './connection-lost';

/** As node-postgres, MikroORM and tRPC hand them on: the driver's error inside MikroORM's inside tRPC's. */
const wrapped = (driverError: Error) =>
  new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new DriverException(driverError) });

describe('isConnectionLost', () => {
  it.each([
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator ending the session', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a query on a connection that closed', new Error('Client was closed and is not queryable')],
    ['a wait for a free connection that ran out', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also wrapped by MikroORM and tRPC', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(true);
  });

  it('leaves errors of the query itself, and anything else, to be what they are', () => {
    const duplicate = new UniqueConstraintViolationException(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(isConnectionLost(wrapped(duplicate))).toBe(false);
    expect(isConnectionLost(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Der opstod en uventet fejl' }))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});

describe('isDatabaseBusy', () => {
  it.each([
    ['PostgreSQL\'s lock_timeout', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
    ['PostgreSQL\'s statement_timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['SQLite\'s busy_timeout running out', Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 })],
  ])('recognises %s, also wrapped by MikroORM and tRPC, and does not take it for a lost connection', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(true);
    expect(isDatabaseBusy(wrapped(error))).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(false);
  });

  it('leaves a lost connection and errors of the query itself alone', () => {
    expect(isDatabaseBusy(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(false);
    expect(isDatabaseBusy(wrapped(new UniqueConstraintViolationException(Object.assign(new Error('duplicate key'), { code: '23505' }))))).toBe(false);
  });
});
