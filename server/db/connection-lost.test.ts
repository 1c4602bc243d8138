import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost';

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
