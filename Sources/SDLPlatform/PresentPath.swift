import CSDL2
import Foundation

/// How the desktop window shows frame buffers, chosen once for the renderer at hand.
///
/// - `streamingTexture`: a GPU renderer (vsynced when it can be): each frame updates the damaged
///   rectangle of a streaming texture per window, then draws the textures and swaps.
/// - `windowSurface`: when the renderer would be the CPU anyway (SDL's software renderer, or OpenGL on
///   Mesa's llvmpipe, softpipe or swrast, as under Xvfb or X11 without a GPU), drawing through it costs
///   a whole-window redraw and swap per frame; the window surface takes the damaged rows and SDL
///   shows only the damaged rectangles (`WindowSurfacePresenter`).
///
/// SDL's dummy and offscreen drivers (headless `--screenshot`, tests) keep the renderer: nothing is
/// shown there, and a screenshot stays the renderer's pixels. `SANDBOX_PRESENT=surface` or `texture`
/// forces a path (to compare them).
public enum PresentPath: String, Sendable {
    case streamingTexture = "texture"
    case windowSurface = "surface"

    /// Makes the renderer or the surface presenter for `window`; nil (with SDL's error set) when neither
    /// can be made.
    static func open(window: OpaquePointer, environment env: [String: String])
        -> (PresentPath, OpaquePointer?, WindowSurfacePresenter?)? {
        let forced = env["SANDBOX_PRESENT"].flatMap(PresentPath.init(rawValue:))
        if forced == .windowSurface, let surface = WindowSurfacePresenter(window: window) { return (.windowSurface, nil, surface) }
        // Prefer an accelerated, vsynced renderer; SDL's software renderer works everywhere else
        // (Xvfb, the dummy video driver).
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard forced == nil, driver != "dummy", driver != "offscreen", rendersOnCPU(renderer) else {
            return (.streamingTexture, renderer, nil)
        }
        SDL_DestroyRenderer(renderer)
        if let surface = WindowSurfacePresenter(window: window) { return (.windowSurface, nil, surface) }
        // The surface is refused (should not happen): back to a renderer.
        guard let again = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
        return (.streamingTexture, again, nil)
    }

    /// Whether the renderer draws on the CPU: SDL's software renderer, or an OpenGL one whose driver is a
    /// software rasteriser (the GL_RENDERER string of Mesa's llvmpipe, softpipe, swrast).
    static func rendersOnCPU(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        if info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 { return true }
        let name = info.name.map { String(cString: $0) } ?? ""
        if name == "software" { return true }
        guard name.hasPrefix("opengl"), let proc = SDL_GL_GetProcAddress("glGetString") else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(proc, to: GetString.self)
        let GL_RENDERER: UInt32 = 0x1F01
        guard let text = glGetString(GL_RENDERER) else { return false }
        let glRenderer = String(cString: text).lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software"].contains { glRenderer.contains($0) }
    }
}
