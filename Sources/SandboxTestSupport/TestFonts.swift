import SandboxKit
import SandboxMedia

/// The bundled fonts through SDL_ttf, for tests whose goldens show text (SandboxKit's own tests cannot
/// import SDLPlatform). Nil when the fonts cannot be opened.
public func bundledFontRenderer() -> FontRenderer? {
    try? TTFFontRenderer()
}
