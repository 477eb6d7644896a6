/** The seed's demo accounts (see DEMO_USERS in src/db/seed.ts) with their ids. */
import { DEMO_USERS, seedId } from '../../src/db/seed';

export function demoUser(key: string) {
  const index = DEMO_USERS.findIndex((u) => u.key === key);
  if (index < 0) throw new Error(`No demo user ${key}`);
  return { ...DEMO_USERS[index]!, id: seedId('user', index) };
}
