import CSDL2
import Foundation

/// How the desktop window shows frame buffers, chosen once for the renderer at hand.
///
/// - `streamingTexture`: a GPU renderer (vsynced when it can be): each frame updates the damaged
///   rectangle of a streaming texture per window, then draws the textures and swaps.
/// - `windowSurface` (only when `SANDBOX_PRESENT=surface` asks for it): the window surface takes the
///   damaged rows and SDL shows only the damaged rectangles (`WindowSurfacePresenter`). Meant for
///   renderers that draw on the CPU anyway (SDL's software renderer, OpenGL on Mesa's llvmpipe as under
///   Xvfb), but measured under Xvfb it was no cheaper than the texture (XShmPutImage waits on the X
///   server), and it cannot show a device process's frames (`SDLWindowHost.externalSurfaces`), so it
///   is not chosen on its own.
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
        if forced == .windowSurface, let surface = WindowSurfacePresenter(window: window) { return (.windowSurface, nil, surface) }
        // Prefer an accelerated, vsynced renderer; SDL's software renderer works everywhere else
        // (Xvfb, the dummy video driver).
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
        return (.streamingTexture, renderer, nil)
    }
}
