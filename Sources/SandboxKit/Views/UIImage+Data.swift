import Foundation

extension UIImage {
    /// An image decoded from encoded bytes (PNG, JPEG, GIF: a download, a file read by the app), at
    /// `scale`; nil for bytes that are no image, as on iOS. The image loader reads files, so the bytes
    /// pass through a private temporary file, removed at once.
    @MainActor
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sandbox-image-\(getpid())-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let bitmap = try? UIApplication.current.images.loadImage(atPath: file.path) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The image as a PNG file's bytes, its pixels at their size (a 2x image's PNG is twice its size in
    /// points, as on iOS); nil for an empty image.
    @MainActor
    public func pngData() -> Data? {
        UIApplication.current.images.pngData(of: bitmap)
    }

    /// The image as JPEG bytes, `compressionQuality` 0 (smallest) to 1 (best).
    @MainActor
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        UIApplication.current.images.jpegData(of: bitmap, quality: compressionQuality)
    }
}
