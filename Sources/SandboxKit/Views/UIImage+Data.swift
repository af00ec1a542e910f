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
}
