import CSDL2

/// SDL's own explanation of the last failure (`SDL_GetError`; SDL_ttf and SDL2_image report through it
/// too), or a fallback when SDL left none.
package func sdlErrorMessage(_ fallback: String = "unknown SDL error") -> String {
    guard let c = SDL_GetError() else { return fallback }
    let s = String(cString: c)
    return s.isEmpty ? fallback : s
}
