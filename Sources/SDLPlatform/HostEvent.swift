import CSDL2
import Foundation

/// An SDL event reduced to what the host acts on, in Swift types (no C type leaves this file's
/// initialiser). Positions are in desktop-window points.
enum HostEvent: Equatable {
    case pointerDown(CGPoint)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint)
    /// The pointer moved with no button pressed.
    case pointerHovered(CGPoint)
    /// The pointer left the desktop window.
    case pointerLeft
    /// The wheel turned with the pointer at the point; `delta` in notches (SDL's sense: +y away from the user).
    case wheel(CGPoint, delta: CGPoint)
    case key(String)
    /// A key pressed with Ctrl, Alt or the Super key held.
    case modifiedKey(String)
    /// Text typed (SDL_TEXTINPUT): the characters as the keyboard layout makes them, shifted and
    /// composed ones included ("@", "É"), where the key event only names the key ("2").
    case text(String)
    case resized
    case exposed
    case quit
    /// Another thread has something for the main thread (`SDLWindowHost.makeWaker()`).
    case wake

    /// Nil for events the host ignores (other buttons, key repeats).
    init?(_ e: SDL_Event) {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .pointerDown(CGPoint(x: Double(e.button.x), y: Double(e.button.y)))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .pointerUp(CGPoint(x: Double(e.button.x), y: Double(e.button.y)))
        case SDL_MOUSEMOTION where e.motion.state & HostEvent.leftButtonMask != 0:
            self = .pointerMoved(CGPoint(x: Double(e.motion.x), y: Double(e.motion.y)))
        case SDL_MOUSEMOTION where e.motion.state == 0:
            self = .pointerHovered(CGPoint(x: Double(e.motion.x), y: Double(e.motion.y)))
        case SDL_MOUSEWHEEL:
            // The precise values carry trackpads' fractions; a "flipped" (natural) direction is undone so
            // that +y always means the wheel turned away from the user.
            let sign: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = e.wheel.preciseX != 0 ? e.wheel.preciseX : Float(e.wheel.x)
            let dy = e.wheel.preciseY != 0 ? e.wheel.preciseY : Float(e.wheel.y)
            guard dx != 0 || dy != 0 else { return nil }
            self = .wheel(CGPoint(x: Double(e.wheel.mouseX), y: Double(e.wheel.mouseY)),
                          delta: CGPoint(x: Double(sign * dx), y: Double(sign * dy)))
        case SDL_KEYDOWN where e.key.repeat == 0:
            guard let name = HostEvent.keyName(e.key.keysym.sym) else { return nil }
            let modifiers = UInt32(KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue)
            self = UInt32(e.key.keysym.mod) & modifiers != 0 ? .modifiedKey(name) : .key(name)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !text.isEmpty else { return nil }
            self = .text(text)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: self = .resized
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN: self = .exposed
            case SDL_WINDOWEVENT_LEAVE: self = .pointerLeft
            // The window manager's close button (WM_DELETE_WINDOW on X11). SDL also posts SDL_QUIT for
            // the last window unless SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE says otherwise; this quits either way.
            case SDL_WINDOWEVENT_CLOSE: self = .quit
            default: return nil
            }
        default:
            return nil
        }
    }

    /// SDL_BUTTON_LMASK, a macro Swift cannot import.
    static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)

    /// The key as `InputEvent.key` names it: its character for printable keys ("s", "1", "/"), a name
    /// for the others the sandbox uses.
    static func keyName(_ sym: SDL_Keycode) -> String? {
        let named: [Int: String] = [
            Int(SDLK_ESCAPE.rawValue): "Escape", Int(SDLK_SPACE.rawValue): "Space", Int(SDLK_RETURN.rawValue): "Return",
            Int(SDLK_BACKSPACE.rawValue): "Backspace", Int(SDLK_TAB.rawValue): "Tab", Int(SDLK_DELETE.rawValue): "Delete",
            Int(SDLK_RIGHT.rawValue): "Right", Int(SDLK_LEFT.rawValue): "Left", Int(SDLK_UP.rawValue): "Up",
            Int(SDLK_DOWN.rawValue): "Down", Int(SDLK_PAGEUP.rawValue): "PageUp", Int(SDLK_PAGEDOWN.rawValue): "PageDown",
            Int(SDLK_HOME.rawValue): "Home", Int(SDLK_END.rawValue): "End",
            Int(SDLK_KP_1.rawValue): "1", Int(SDLK_KP_2.rawValue): "2", Int(SDLK_KP_3.rawValue): "3",
            Int(SDLK_KP_4.rawValue): "4", Int(SDLK_KP_5.rawValue): "5", Int(SDLK_KP_6.rawValue): "6",
            Int(SDLK_KP_7.rawValue): "7", Int(SDLK_KP_8.rawValue): "8", Int(SDLK_KP_9.rawValue): "9",
            Int(SDLK_KP_0.rawValue): "0", Int(SDLK_KP_ENTER.rawValue): "Return",
        ]
        let code = Int(sym)
        if let name = named[code] { return name }
        // SDL's keycodes for printable ASCII keys are the (unshifted) characters themselves.
        if (33...126).contains(code), let scalar = Unicode.Scalar(code) { return String(Character(scalar)) }
        return nil
    }
}
