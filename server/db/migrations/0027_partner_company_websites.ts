import { sql, type Kysely } from 'kysely';

/**
 * Approving a company now registers its website as a partner website (its landing page and materials
 * package); companies approved before get theirs here. The host name is reduced as `normalizeWebsite`
 * (materials module) reduces it, frozen in SQL as a migration must be; the oldest company keeps a host
 * two share, and a website already registered keeps its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into partner_websites (website, company_name, created_at)
    select host, name, created_at from (
      select distinct on (host) host, name, created_at from (
        select
          regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
            lower(btrim(website)), '^[a-z][a-z0-9+.-]*://', ''), '[/?#].*$', ''), ':[0-9]+$', ''), '\\.$', ''), '^www\\.', '') as host,
          name,
          created_at
        from companies
      ) reduced
      where length(host) between 1 and 253
        and host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
      order by host, created_at
    ) oldest
    on conflict (website) do nothing`.execute(db);
}

/** The rows stay: a website registered by hand and one registered here look the same. */
export async function down(): Promise<void> {}
