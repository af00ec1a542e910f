// `import Raster` brings the pixel store too: `Bitmap` lives in its own module only so that it is built
// with its checks on (Package.swift).
@_exported import RasterBitmap
