-- A profile photo's small rendition (about 240 px) beside the 600 px one, for the directory's and
-- matches' cards: a card showing a photo at 72 CSS px no longer downloads the large file (issue 24).
-- Photos stored before this have none: readers fall back to the large URL.
ALTER TABLE "StoredFile" ADD COLUMN "smallFileId" UUID;
CREATE UNIQUE INDEX "StoredFile_smallFileId_key" ON "StoredFile"("smallFileId");
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_smallFileId_fkey" FOREIGN KEY ("smallFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
