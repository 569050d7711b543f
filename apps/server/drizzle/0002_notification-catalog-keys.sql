-- The texts of system notifications moved from the web app's `common` catalog to the shared
-- `notifications` namespace: rows written before keep working.
UPDATE "notifications" SET "title" = 'notifications:system.' || substr("title", 22) WHERE "title" LIKE 'notifications.system.%';--> statement-breakpoint
UPDATE "notifications" SET "description" = 'notifications:system.' || substr("description", 22) WHERE "description" LIKE 'notifications.system.%';
