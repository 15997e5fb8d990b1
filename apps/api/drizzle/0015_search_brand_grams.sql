-- Search, second pass (docs/decisions/024-search.md): brands' own names in Korean and Chinese join the
-- search document, and an array of every one- and two-character stretch of it answers keywords too short
-- for a trigram (크림, 팩) from a GIN index. A generated column cannot read another, so both columns call
-- product_search_document; the old three-argument document goes with the column that used it (and its
-- trigram index), and both are recreated.
ALTER TABLE "product" DROP COLUMN "search_text";--> statement-breakpoint
DROP FUNCTION product_search_document(jsonb, text, text[]);--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "brand_name" jsonb;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(name jsonb, brand text, brand_name jsonb, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT ' ' || concat_ws(' ',
      search_normalize(name->>'ko-KR'),
      search_normalize(name->>'en-US'),
      search_normalize(name->>'zh-TW'),
      search_normalize(brand),
      search_normalize(brand_name->>'ko-KR'),
      search_normalize(brand_name->>'zh-TW'),
      (SELECT string_agg(search_normalize(tag), ' ') FROM unnest(tags) AS tag)) || ' '
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_grams(document text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(field, start, size)), '{}'::text[])
    FROM unnest(string_to_array(document, ' ')) AS field,
      generate_series(1, 2) AS size,
      generate_series(1, length(field) - size + 1) AS start
    WHERE field <> ''
  $$;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_document(name, brand, brand_name, tags)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(product_search_document(name, brand, brand_name, tags))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin ("search_grams");
