DROP INDEX "learning_statements_class_idx";--> statement-breakpoint
ALTER TABLE "learning_statements" ADD COLUMN "outcome" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_statements" ADD COLUMN "activity_type" text;--> statement-breakpoint
ALTER TABLE "learning_statements" ADD COLUMN "activity_title" text;--> statement-breakpoint
ALTER TABLE "learning_statements" ADD COLUMN "module_title" text;--> statement-breakpoint
ALTER TABLE "learning_statements" ADD COLUMN "module_description" text;--> statement-breakpoint
CREATE INDEX "learning_statements_class_idx" ON "learning_statements" USING btree ("class_id","created_at","id");--> statement-breakpoint
-- Statements written before this migration: what their xAPI result says, from the reply they kept.
UPDATE "learning_statements" SET "outcome" = CASE
  WHEN "verb" = 'progressed' THEN jsonb_strip_nulls(jsonb_build_object(
    'seconds', "result"->'seconds',
    'page', "result"->'page'))
  WHEN "verb" IN ('passed', 'failed') THEN jsonb_strip_nulls(jsonb_build_object(
    'success', "verb" = 'passed',
    'completion', CASE WHEN "verb" = 'passed' THEN true END,
    'score', CASE
      WHEN jsonb_typeof("result"->'maxScore') = 'number' AND ("result"->>'maxScore')::numeric > 0
        THEN jsonb_build_object(
          'raw', ("result"->>'score')::numeric,
          'min', 0,
          'max', ("result"->>'maxScore')::numeric,
          'scaled', round(("result"->>'score')::numeric / ("result"->>'maxScore')::numeric, 4))
      WHEN jsonb_typeof("result"->'percent') = 'number'
        THEN jsonb_build_object(
          'raw', ("result"->>'percent')::numeric,
          'min', 0,
          'max', 100,
          'scaled', round(("result"->>'percent')::numeric / 100, 4))
    END))
  WHEN "verb" = 'completed' THEN '{"completion": true}'::jsonb
  ELSE '{}'::jsonb
END;--> statement-breakpoint
-- And the titles of what they were about, from the module version they were made in.
UPDATE "learning_statements" AS s SET
  "activity_type" = found.activity->>'type',
  "activity_title" = found.activity->>'title',
  "module_title" = found.snapshot->>'title',
  "module_description" = nullif(found.snapshot->>'description', '')
FROM (
  SELECT ls."id", v."snapshot", jsonb_path_query_first(
    v."snapshot",
    '$.sections[*].units[*].activities[*] ? (@.id == $id)',
    jsonb_build_object('id', ls."activity_id"::text)
  ) AS activity
  FROM "learning_statements" ls
  JOIN "module_versions" v ON v."module_id" = ls."module_id" AND v."version" = ls."module_version"
) AS found
WHERE found."id" = s."id";
