CREATE TABLE "translations" (
	"source_hash" text NOT NULL,
	"target" text NOT NULL,
	"text" text NOT NULL,
	"source_language" text,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_source_hash_target_pk" PRIMARY KEY("source_hash","target")
);
