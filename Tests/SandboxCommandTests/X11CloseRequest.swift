import Foundation

/// What a window manager's close button sends: a `WM_PROTOCOLS` client message carrying
/// `WM_DELETE_WINDOW` to the window (ICCCM 4.2.8.1), which SDL turns into `SDL_WINDOWEVENT_CLOSE` and,
/// for its last window, `SDL_QUIT`. `xdotool windowclose` is not that: it destroys the window from
/// outside (XDestroyWindow), which no close button does, and Xlib then ends the client with BadWindow.
///
/// Under a bare X server (Xvfb, no window manager) nobody sends it, so the test does, through libX11
/// opened at run time (the tests import no C module).
enum X11CloseRequest {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> UInt
    private typealias SendEvent = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer?) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Sends the close request to `window` on the display named by `DISPLAY`.
    static func send(to window: UInt) throws {
        guard let lib = dlopen("libX11.so.6", RTLD_NOW) else { throw Failure(description: "cannot load libX11.so.6") }
        defer { dlclose(lib) }
        func symbol<T>(_ name: String, as: T.Type) throws -> T {
            guard let s = dlsym(lib, name) else { throw Failure(description: "libX11 has no \(name)") }
            return unsafeBitCast(s, to: T.self)
        }
        let open = try symbol("XOpenDisplay", as: OpenDisplay.self)
        let intern = try symbol("XInternAtom", as: InternAtom.self)
        let sendEvent = try symbol("XSendEvent", as: SendEvent.self)
        let flush = try symbol("XFlush", as: Flush.self)
        let close = try symbol("XCloseDisplay", as: Flush.self)
        guard let display = open(nil) else { throw Failure(description: "cannot open the X display \(ProcessInfo.processInfo.environment["DISPLAY"] ?? "(unset)")") }
        defer { _ = close(display) }
        // XClientMessageEvent inside the 24-long XEvent union, LP64 layout: type, serial, send_event,
        // display, window, message_type, format, then data.l[5].
        var event = [Int](repeating: 0, count: 24)
        event[0] = 33 // ClientMessage
        event[2] = 1  // send_event
        event[3] = Int(bitPattern: UnsafeRawPointer(display))
        event[4] = Int(bitPattern: window)
        event[5] = Int(bitPattern: intern(display, "WM_PROTOCOLS", 0))
        event[6] = 32 // format: longs
        event[7] = Int(bitPattern: intern(display, "WM_DELETE_WINDOW", 0))
        event[8] = 0  // CurrentTime
        let sent = event.withUnsafeMutableBytes { sendEvent(display, window, 0, 0, $0.baseAddress) }
        guard sent != 0 else { throw Failure(description: "XSendEvent failed") }
        _ = flush(display)
    }
}
