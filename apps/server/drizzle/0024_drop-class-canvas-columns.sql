DROP TABLE "class_canvas_hand_ins" CASCADE;--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "canvas_assignment";