CREATE TABLE "kept_slice_figures" (
	"kind" varchar(8) NOT NULL,
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"tier" varchar(16) NOT NULL,
	"matches" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "kept_slice_figures_kind_queue_id_patch_platform_tier_pk" PRIMARY KEY("kind","queue_id","patch","platform","tier")
);
