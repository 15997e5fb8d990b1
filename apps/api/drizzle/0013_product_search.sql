-- Product search (docs/decisions/024-search.md). pg_trgm answers ILIKE '%…%' and similarity from GIN
-- indexes; the search document is a generated column, so PostgreSQL keeps it right on every write
-- and fills it for existing rows here. search_normalize must stay in step with normalizeSearchText
-- in packages/domain (apps/api/test/search.test.ts compares them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT regexp_replace(
      lower(normalize(regexp_replace(normalize(normalize(input, NFC), NFD), '[\u0300-\u036f]', '', 'g'), NFC)),
      '[[:space:]\-_·.,()\[\]''’"/&+]+', '', 'g')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hangul_initials(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN ascii(c) BETWEEN 44032 AND 55203
        THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
        ELSE c END, '' ORDER BY i), '')
    FROM unnest(string_to_array(input, NULL)) WITH ORDINALITY AS u(c, i)
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(name jsonb, brand text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT ' ' || concat_ws(' ',
      search_normalize(name->>'ko-KR'),
      search_normalize(name->>'en-US'),
      search_normalize(name->>'zh-TW'),
      search_normalize(brand),
      (SELECT string_agg(search_normalize(tag), ' ') FROM unnest(tags) AS tag)) || ' '
  $$;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_document(name, brand, tags)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_initials" text GENERATED ALWAYS AS (hangul_initials(search_normalize(name->>'ko-KR'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_initials_trgm_idx" ON "product" USING gin ("search_initials" gin_trgm_ops);