CREATE TABLE "model_states" (
	"model_key" text NOT NULL,
	"model_version" text NOT NULL,
	"sport_id" text NOT NULL,
	"observed_before" timestamp with time zone NOT NULL,
	"history_matches" integer NOT NULL,
	"history_checksum" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_states_model_key_model_version_pk" PRIMARY KEY("model_key","model_version")
);
