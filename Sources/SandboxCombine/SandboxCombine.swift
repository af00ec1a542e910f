// What `import Combine` gives a scenario or an app (the rewrite replaces the import with this module):
// OpenCombine, Combine's API written in Swift, with the device's schedulers. There is no module named
// Combine anywhere, so `canImport(Combine)` stays false, as on any Linux.
@_exported import OpenCombine
@_exported import OpenCombineFoundation
