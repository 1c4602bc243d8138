import { beforeAll } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { useTestApp } from '../test-app';
import { describeSpecCalls } from './spec-calls';

// The contract against the data a new site starts from (npm run seed:demo): sold-out and cancelled
// nights, doors and prices, shifts, members awaiting approval.
const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.orm.em.fork());
});

describeSpecCalls(t);
