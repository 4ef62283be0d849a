import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceSecretsTable } from './auth.table';

/**
 * Values the service keeps for itself in the database (a generated key, the fingerprint of a
 * setting last applied). `getOrCreate` is safe when several instances start together: the first
 * insert wins and everyone reads it back.
 */
export function createServiceSecrets({ db }: { db: Db }) {
  const read = async (name: string) => {
    const [row] = await db.select({ value: serviceSecretsTable.value }).from(serviceSecretsTable).where(eq(serviceSecretsTable.name, name));
    return row?.value ?? null;
  };
  return {
    read,
    async getOrCreate(name: string, make: () => string): Promise<string> {
      const found = await read(name);
      if (found !== null) return found;
      await db.insert(serviceSecretsTable).values({ name, value: make() }).onConflictDoNothing();
      return (await read(name))!;
    },
    async write(name: string, value: string): Promise<void> {
      await db
        .insert(serviceSecretsTable)
        .values({ name, value })
        .onConflictDoUpdate({ target: serviceSecretsTable.name, set: { value } });
    },
  };
}
