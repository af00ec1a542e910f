import CSDL2
import Foundation

/// How the desktop window shows frame buffers, chosen once for the renderer at hand.
///
/// - `windowSurface`: when nothing would draw on a GPU (SDL's software renderer, or OpenGL on a CPU
///   rasteriser such as Mesa's llvmpipe under Xvfb). The window surface takes the damaged rows and SDL
///   shows only the damaged rectangles (`WindowSurfacePresenter`; on X11, shared memory the X server
///   copies from). An OpenGL renderer on a CPU instead converts every uploaded row into its texture
///   layout, redraws the whole window and hands the X server the whole window every frame.
/// - `streamingTexture`: with a GPU: each frame updates the damaged rectangle of a streaming texture per
///   window, then draws the textures and swaps.
///
/// Neither path waits for vertical blank: the host paces frames itself, so the time a frame spends in
/// present is the present's own work (`SDLWindowHost.run()`).
///
/// SDL's dummy and offscreen drivers (headless `--screenshot`, tests) keep the renderer: nothing is
/// shown there, and a screenshot stays the renderer's pixels. `SANDBOX_PRESENT=surface` or `texture`
/// forces a path (to compare them).
public enum PresentPath: String, Sendable {
    case streamingTexture = "texture"
    case windowSurface = "surface"

    /// Makes the renderer or the surface presenter for `window`; nil (with SDL's error set) when neither
    /// can be made.
    @MainActor static func open(window: OpaquePointer, environment env: [String: String])
        -> (PresentPath, OpaquePointer?, WindowSurfacePresenter?)? {
        let forced = env["SANDBOX_PRESENT"].flatMap(PresentPath.init(rawValue:))
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let headless = driver == "dummy" || driver == "offscreen"
        if forced == .windowSurface || (forced == nil && !headless && !rendererUsesGPU(window)) {
            // SDL would otherwise back the window surface with its own OpenGL texture when it can make
            // one (llvmpipe included), which is the cost this path avoids.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            if let surface = WindowSurfacePresenter(window: window) { return (.windowSurface, nil, surface) }
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
        return (.streamingTexture, renderer, nil)
    }

    /// Whether SDL's accelerated renderer for `window` draws on a GPU: false when there is none, when it
    /// is SDL's software renderer, and when its OpenGL context reports a CPU rasteriser (Mesa's llvmpipe,
    /// softpipe or swrast). The probe renderer is destroyed again.
    static func rendererUsesGPU(_ window: OpaquePointer) -> Bool {
        guard let probe = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else { return false }
        defer { SDL_DestroyRenderer(probe) }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(probe, &info) == 0, info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0 else { return false }
        let gl = CSDL2_CurrentGLRenderer().map { String(cString: $0).lowercased() } ?? ""
        return !isCPURasteriser(gl)
    }

    /// Whether an OpenGL renderer string names one of Mesa's CPU rasterisers.
    static func isCPURasteriser(_ glRenderer: String) -> Bool {
        ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { glRenderer.lowercased().contains($0) }
    }
}
