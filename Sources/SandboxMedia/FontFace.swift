import CSDL2
import Foundation

/// One font file held in memory for the renderer's lifetime, from which SDL_ttf opens sized instances.
/// Reading the file once means a font missing at run time is reported at start-up, not mid-frame.
final class FontFace {
    let path: String
    private let bytes: UnsafeMutableRawBufferPointer

    init(url: URL) throws {
        path = url.path
        if let reason = unreadableReason(atPath: path) { throw FontLoadingError(path: path, reason: reason) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FontLoadingError(path: path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        guard !data.isEmpty else { throw FontLoadingError(path: path, reason: "the file is empty") }
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        // Prove the file is a font SDL_ttf can read, so later opens cannot fail for that reason.
        guard let probe = open(quarterPixels: 48) else {
            // Thrown after full initialisation, so deinit frees the bytes.
            throw FontLoadingError(path: path, reason: "not a font SDL_ttf can read: " + sdlErrorMessage())
        }
        TTF_CloseFont(probe)
    }

    deinit { bytes.deallocate() }

    /// The face of the file at `url`, read once per process while the file is unchanged (same size and
    /// modification time): every renderer shares it, read-only, so a device started by forking a process
    /// that has loaded the fonts does not read them again (`ScenarioDevice.prepareForForking`).
    static func loaded(url: URL) throws -> FontFace {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return try FontFace(url: url) }
        let key = "\(url.path)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        loadedLock.lock()
        defer { loadedLock.unlock() }
        if let face = loadedFaces[key] { return face }
        let face = try FontFace(url: url)
        loadedFaces[key] = face
        return face
    }

    nonisolated(unsafe) private static var loadedFaces: [String: FontFace] = [:]
    private static let loadedLock = NSLock()

    /// An instance whose em is `quarterPixels / 4` pixels: SDL_ttf takes integer point sizes, so the
    /// size is given at 18 dpi (a quarter of 72), which keeps sizes such as 17 pt × 0.95 exact to 1/4 px.
    func open(quarterPixels: Int) -> OpaquePointer? {
        guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        guard let font = TTF_OpenFontDPIRW(rw, 1, Int32(max(1, quarterPixels)), 18, 18) else { return nil }
        // Light hinting with subpixel positioning: advances stay close to the unhinted design, so text
        // measured at one scale lines up when drawn at another.
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT_SUBPIXEL)
        return font
    }
}
