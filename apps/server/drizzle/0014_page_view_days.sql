-- Page views of each finished day, summed before that day's raw rows in page_views are deleted
-- (they are kept for two days): the dashboard reads a day from here once it has been rolled up.
CREATE TABLE "page_view_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL
);
