// Every part of the generator names its cache entries and output files by ``ContentHash``
// digests (the build cache, the output manifest, the pages' fingerprints, the articles' source
// digests), so the build cache's module is visible throughout DiaryKit and to its clients.
@_exported import BuildCache
