import CSDL2
import Foundation
import Raster
import SandboxKit
import SandboxMedia

/// The desktop window: shows the frame buffers of one or more `UIWindow`s at their placements, turns
/// SDL's mouse, keyboard, resize and quit events into `InputEvent`s for the applications, and drives
/// their run loops.
///
/// Frames follow the display by deadline: while an application has work, a frame is due every refresh
/// period (the display mode's refresh rate, 60 Hz when SDL does not know it); the host runs it, presents
/// it at once (never waiting for vertical blank, so a frame's time is its own work) and sleeps in
/// `SDL_WaitEventTimeout` until the next deadline, handling input as it arrives. A frame that overruns
/// its period moves the next deadline instead of being followed by catch-up frames. When no
/// application has work the host sleeps in `SDL_WaitEvent(Timeout)`, waking for input or for the next
/// queued timer, so an idle sandbox uses no CPU. Only the damaged rectangle of a frame buffer is
/// uploaded (`PresentPath` says how).
@MainActor
public final class SDLWindowHost {
    /// Where each window is drawn for a given desktop-window size (points). Called at start and on
    /// every resize; the placement drawn last is on top and gets the pointer first.
    public var layout: (CGSize) -> [SurfacePlacement] {
        didSet { relayout() }
    }
    /// Keys pressed in the window. When nil, keys go to the first placement's application as
    /// `InputEvent.key`.
    public var onKey: ((String) -> Void)?
    /// A key pressed with Ctrl, Alt or Super held (nil: it goes to `onKey` like the others).
    public var onModifiedKey: ((String) -> Void)?
    /// Text typed (the characters the keyboard made: SDL's text input, on from the start on desktops).
    public var onText: ((String) -> Void)?
    /// Called after every frame the host runs (with `statistics` up to date).
    public var afterFrame: (() -> Void)?
    /// The colour around the placed windows.
    public var backgroundColor = Color(rgb: 0x202124) { didSet { needsRender = true } }

    public private(set) var placements: [SurfacePlacement] = []
    /// The placed windows' sizes (as drawn) when `layout` placed them.
    private var placedSizes: [CGSize] = []
    /// Screens drawn over the placements from pixels made elsewhere (a device process's frames).
    public var externalSurfaces: [ExternalSurface] = [] {
        didSet {
            needsRender = true
            // A surface that goes (a device process that ended) takes its texture with it: textures are
            // kept by identity, so one left behind would stay allocated for good (a megabyte a recipe
            // picked), and a new surface allocated where the old one was would be shown its pixels.
            let kept = Set(externalSurfaces.map(ObjectIdentifier.init))
            for old in oldValue.map(ObjectIdentifier.init) where !kept.contains(old) {
                if let t = textures.removeValue(forKey: old) { SDL_DestroyTexture(t.texture) }
            }
        }
    }
    /// Called on the main thread when another thread called a waker from `makeWaker()`.
    public var onWake: (() -> Void)?
    public private(set) var statistics = FrameStatistics()
    /// Each frame's phase times (`sandbox --stats`); nil, the default, times nothing.
    public var phaseStatistics: PhaseStatistics?
    /// The desktop window's size in points (SDL window coordinates).
    public private(set) var size: CGSize

    private let window: OpaquePointer
    /// The renderer and its streaming textures (a GPU), or nil when frames go through the window surface.
    private let renderer: OpaquePointer?
    private let surfacePresenter: WindowSurfacePresenter?
    /// How frames reach the screen (chosen at start for the renderer at hand; `PresentPath`).
    public let presentPath: PresentPath
    private var textures: [ObjectIdentifier: (texture: OpaquePointer, width: Int, height: Int)] = [:]
    /// How many streaming textures the host holds (one per window and external surface shown).
    var textureCount: Int { textures.count }
    private var router = PointerRouter()
    private var running = false
    private var needsRender = true
    private var framePeriod: TimeInterval = 1.0 / 60
    private var frameTimes: [TimeInterval] = []
    private var uploadedThisFrame = 0
    /// The surface layers' frames and identities at the last present (the window-surface path).
    private var shownLayers: [[Int]] = []
    /// The SDL event type `makeWaker()`'s closures push.
    private let wakeEventType: UInt32

    /// Opens the window. Throws `WindowHostError` with SDL's reason when there is no display (or SDL
    /// cannot make a window or renderer there).
    public init(title: String, size: CGSize, resizable: Bool = true,
                layout: @escaping (CGSize) -> [SurfacePlacement] = { _ in [] }) throws {
        let env = ProcessInfo.processInfo.environment
        #if os(Linux)
        // Without a display SDL falls back to its invisible "offscreen" driver and the window would run
        // unseen; unless the user names a driver, only accept drivers that show something.
        // (Wayland is only tried with WAYLAND_DISPLAY set: libwayland prints its own complaint otherwise.)
        if env["SDL_VIDEODRIVER"] == nil {
            let drivers = (env["WAYLAND_DISPLAY"] == nil ? ["x11"] : ["wayland", "x11"])
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
        }
        #endif
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            var reason = sdlErrorMessage()
            if env["SDL_VIDEODRIVER"] == nil, env["DISPLAY"] == nil, env["WAYLAND_DISPLAY"] == nil {
                reason += " (no display: DISPLAY and WAYLAND_DISPLAY are unset)"
            }
            throw WindowHostError(reason: reason)
        }
        let w = Int32(max(1, min(size.width.isFinite ? size.width : 1, 16384)))
        let h = Int32(max(1, min(size.height.isFinite ? size.height : 1, 16384)))
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = Int32(bitPattern: 0x2FFF_0000) // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        guard let window = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            let reason = sdlErrorMessage()
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw WindowHostError(reason: reason)
        }
        guard let (path, renderer, surface) = PresentPath.open(window: window, environment: env) else {
            let reason = sdlErrorMessage()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw WindowHostError(reason: reason)
        }
        self.window = window
        self.renderer = renderer
        surfacePresenter = surface
        presentPath = path
        self.size = CGSize(width: Double(w), height: Double(h))
        self.layout = layout
        wakeEventType = SDL_RegisterEvents(1)
        // Typed characters as the keyboard layout makes them ("@" for Shift-2): SDL's text input, which
        // desktop SDL starts by itself; asked for here so it never depends on that.
        SDL_StartTextInput()
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            framePeriod = 1 / Double(mode.refresh_rate)
        }
        relayout()
    }

    /// Released where it was made and driven, on the main actor (a deinit runs outside any actor; see
    /// `MainActorLoan`).
    deinit {
        MainActorLoan.run { closeWindow() }
    }

    private func closeWindow() {
        surfacePresenter?.finishUpdate()
        for t in textures.values { SDL_DestroyTexture(t.texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }

    /// The applications behind the placed windows, each once, in placement order.
    public var applications: [UIApplication] {
        var seen = Set<ObjectIdentifier>()
        return placements.compactMap { $0.window.application }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The display's refresh period that frames follow.
    public var refreshPeriod: TimeInterval { framePeriod }

    // MARK: Running

    /// Runs until the window is closed or `stop()` is called.
    public func run() {
        running = true
        var deadline = wallNow()
        /// When the previous frame started, while frames follow each other without an idle wait.
        var previousStart: TimeInterval?
        while running {
            if applications.contains(where: \.hasWork) {
                // Sleep to the deadline in whole milliseconds (SDL's unit), handling input as it comes.
                // An event does not start the frame early: the frame after an early one would come a
                // period after that one's deadline, and the display would show the early frame for most
                // of two refreshes (as with a drag's motion events). The input is seen at the next frame,
                // as on a device, where touches are delivered at the display's cadence.
                while running {
                    let wait = deadline - wallNow()
                    guard wait >= 0.001 else { break }
                    waitForEvent(timeout: (wait * 1000).rounded(.down) / 1000)
                }
                pollEvents()
                guard running else { break }
                let start = wallNow()
                if let previousStart { phaseStatistics?.recordInterval(start - previousStart) }
                previousStart = start
                runFrame()
                recordFrame(start: start)
                // The host's own main-thread work of the frame (the sandbox's status line): timed with
                // the frame's main-queue phase.
                let after = wallNow(), afterCPU = PhaseStatistics.FrameTimer.cpuNow()
                afterFrame?()
                phaseStatistics?.addToLastFrame(.mainQueue, wallNow() - after, cpu: PhaseStatistics.FrameTimer.cpuNow() - afterCPU)
                // Keep to the display's cadence, without trying to catch up after a slow frame.
                deadline = max(deadline + framePeriod, wallNow() - framePeriod / 2)
            } else if surfacePresenter?.hasPendingDamage == true {
                // The last frame's present found the X server busy: show it when the server is done.
                previousStart = nil
                waitForEvent(timeout: 0.002)
                pollEvents()
                present()
            } else {
                previousStart = nil
                waitForEvent(timeout: timeUntilNextTimer())
                pollEvents()
                if needsRender { render(); present() }
            }
        }
    }

    /// A closure any thread may call to have `onWake` run on the main thread soon (it wakes `run()` from
    /// its sleep on input).
    public func makeWaker() -> @Sendable () -> Void {
        let type = wakeEventType
        return {
            var e = SDL_Event()
            e.type = type
            _ = SDL_PushEvent(&e)
        }
    }

    /// Shows `pixels` (0xAARRGGBB premultiplied rows of `width`) on `surface`, uploading only `damage`
    /// (all of it when the surface has no texture of that size yet).
    public func upload(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, damage: IntRect, to surface: ExternalSurface) {
        guard pixels.count >= width * height else { return }
        let id = ObjectIdentifier(surface)
        if let surfacePresenter {
            let stored = surfacePresenter.store(pixels, width: width, height: height, damage: damage, id: id)
            for layer in surfaceLayers where layer.id == id { uploadedThisFrame += surfacePresenter.upload(layer, damage: stored) }
            needsRender = true
            return
        }
        uploadPixels(pixels, width: width, height: height, damage: damage, id: id)
    }

    /// Ends `run()` after the current event.
    public func stop() { running = false }

    /// One turn of every application with work, then upload and present.
    public func runFrame() {
        uploadedThisFrame = 0
        let timer = phaseStatistics == nil ? nil : PhaseStatistics.FrameTimer()
        // The windows drawn on top take their turn first: a window whose size animates (a device
        // rotating) is placed again as its frame buffer changes size, and the windows under it (the
        // desk's frame around it) are laid out for that in the same frame.
        for app in applications.reversed() where app.hasWork {
            app.phaseObserver = timer?.enter
            app.runTurn()
            app.phaseObserver = nil
            if placements.map({ $0.window.layer.presentationState.bounds.size }) != placedSizes { relayout() }
        }
        statistics.lastUploadedPixels = uploadedThisFrame
        if needsRender {
            if let timer {
                timer.measure(.present) { render(); present() }
            } else {
                render()
                present()
            }
        }
        if let timer { phaseStatistics?.record(timer.times, cpu: timer.cpuTimes) }
    }

    /// What the window shows now, read back from the renderer (output pixels; opaque).
    public func snapshot() -> Bitmap? {
        if let surfacePresenter { return surfacePresenter.snapshot(surfaceLayers, background: backgroundColor.premultiplied) }
        guard let renderer else { return nil }
        render()
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0, w > 0, h > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: Int(w) * Int(h))
        let ok = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4) == 0
        }
        guard ok else { return nil }
        // The window is opaque: whatever alpha the renderer reports, the pixels shown are solid.
        for i in pixels.indices { pixels[i] |= 0xFF00_0000 }
        return Bitmap(width: Int(w), height: Int(h), pixels: pixels)
    }

    /// Feeds an event as if SDL had delivered it (tests and scripted demos).
    func handle(_ event: HostEvent) {
        switch event {
        case .quit:
            running = false
        case .resized:
            surfacePresenter?.finishUpdate()  // SDL remakes the surface at the new size
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            size = CGSize(width: Double(w), height: Double(h))
            relayout()
        case .exposed:
            needsRender = true
            surfacePresenter?.setNeedsFullRedraw()
        case .key(let name):
            if let onKey { onKey(name) } else { placements.first?.window.application?.post(.key(name)) }
        case .modifiedKey(let name):
            if let onModifiedKey { onModifiedKey(name) } else { onKey?(name) }
        case .text(let text):
            onText?(text)
        case .pointerDown, .pointerMoved, .pointerUp, .wheel:
            if let (target, input) = router.route(event, through: pointerTargets) { deliver(input, to: target) }
        case .pointerHovered, .pointerLeft:
            for (target, input) in router.routeHover(event, through: pointerTargets) { deliver(input, to: target) }
        case .wake:
            onWake?()
        }
    }

    /// The placed windows, then the shown external surfaces (drawn last, so on top).
    private var pointerTargets: [PointerTarget] {
        placements.map(PointerTarget.init) + externalSurfaces.filter { !$0.isHidden }.map(PointerTarget.init)
    }

    private func deliver(_ input: InputEvent, to target: AnyObject) {
        if let w = target as? UIWindow { w.application?.post(input) }
        if let s = target as? ExternalSurface { s.onInput?(input) }
    }

    /// An SDL event as the host sees it (its own wake events included).
    private func hostEvent(_ e: SDL_Event) -> HostEvent? {
        e.type == wakeEventType ? .wake : HostEvent(e)
    }

    /// Asks `layout` again (something other than the window's size changed where windows go).
    public func setNeedsLayout() { relayout() }

    // MARK: Internals

    private func relayout() {
        placements = layout(size)
        placedSizes = placements.map { $0.window.layer.presentationState.bounds.size }
        surfacePresenter?.setNeedsFullRedraw()
        for app in applications {
            app.presenter = { [weak self] w in self?.upload(w) }
            app.setNeedsFrame()
        }
        needsRender = true
    }

    /// Handles every SDL event waiting, whether or not `run()` is running (tests, and a screenshot waiting
    /// for a device process, drive the host by hand).
    package func pumpEvents() {
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            if let event = hostEvent(e) { handle(event) }
        }
    }

    private func pollEvents() {
        var e = SDL_Event()
        while running, SDL_PollEvent(&e) != 0 {
            if let event = hostEvent(e) { handle(event) }
        }
    }

    /// Sleeps until an event arrives (handling it) or `timeout` seconds pass; nil waits for input only.
    private func waitForEvent(timeout: TimeInterval?) {
        var e = SDL_Event()
        let got: Int32
        if let timeout {
            got = SDL_WaitEventTimeout(&e, Int32(min(max((timeout * 1000).rounded(.up), 1), 60_000)))
        } else {
            got = SDL_WaitEvent(&e)
        }
        if got != 0, let event = hostEvent(e) { handle(event) }
    }

    /// Seconds until the earliest work queued for later (`asyncAfter`) is due, by its application's clock.
    private func timeUntilNextTimer() -> TimeInterval? {
        applications.compactMap { app in app.mainQueue.nextDueTime.map { max($0 - app.clock.now, 0) } }.min()
    }

    /// The system overlay last drawn over each placed window (a device screen's status bar, housing
    /// and corners), so a new look re-uploads the whole window.
    private var overlays: [ObjectIdentifier: SystemChromeOverlay] = [:]

    /// Copies the damaged part of a window's frame buffer (all of it for a new texture) to its texture.
    private func upload(_ uiWindow: UIWindow) {
        var damage = uiWindow.damagedRect
        let overlay = uiWindow.systemChromeOverlay
        if overlay != overlays[ObjectIdentifier(uiWindow)] {
            overlays[ObjectIdentifier(uiWindow)] = overlay
            damage = IntRect(x: 0, y: 0, width: 1 << 30, height: 1 << 30)
        }
        if let surfacePresenter {
            let id = ObjectIdentifier(uiWindow)
            for layer in surfaceLayers where layer.id == id {
                uploadedThisFrame += surfacePresenter.upload(layer, damage: damage)
            }
            needsRender = true
            return
        }
        guard renderer != nil else { return }
        if let overlay {
            // A device's screen is shown under the system overlay (the copy is what the overlay costs).
            var picture = uiWindow.framebuffer
            overlay.draw(over: &picture)
            picture.pixels.withUnsafeBufferPointer {
                uploadPixels($0, width: picture.width, height: picture.height, damage: damage, id: ObjectIdentifier(uiWindow))
            }
            return
        }
        uiWindow.withFramebufferPixels { pixels, width, height in
            uploadPixels(pixels, width: width, height: height, damage: damage, id: ObjectIdentifier(uiWindow))
        }
    }

    /// Copies `damage` of `pixels` (all of them for a new texture) to the texture of `id`.
    private func uploadPixels(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, damage: IntRect, id: ObjectIdentifier) {
        guard width > 0, height > 0, let base = pixels.baseAddress else { return }
        var region = damage.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        if let t = textures[id], t.width != width || t.height != height {
            SDL_DestroyTexture(t.texture)
            textures[id] = nil
        }
        if textures[id] == nil {
            guard let tex = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(width), Int32(height)) else { return }
            SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
            textures[id] = (tex, width, height)
            region = IntRect(x: 0, y: 0, width: width, height: height)
        }
        guard !region.isEmpty, let tex = textures[id]?.texture else { return }
        var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
        _ = SDL_UpdateTexture(tex, &rect, base + region.y * width + region.x, Int32(width * 4))
        uploadedThisFrame += region.area
        needsRender = true
    }

    /// Draws the background and every placed window's texture into the back buffer.
    private func render() {
        needsRender = false
        guard let renderer else { return }
        var ow: Int32 = 0, oh: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        // HiDPI: layout is in window points, the back buffer in pixels.
        let sx = size.width > 0 ? Double(ow) / size.width : 1, sy = size.height > 0 ? Double(oh) / size.height : 1
        let bg = backgroundColor.premultiplied
        SDL_SetRenderDrawColor(renderer, bg.red, bg.green, bg.blue, 255)
        SDL_RenderClear(renderer)
        let drawn = placements.map { (ObjectIdentifier($0.window), $0.frame) }
            + externalSurfaces.filter { !$0.isHidden }.map { (ObjectIdentifier($0), $0.frame) }
        for (id, frame) in drawn {
            guard let tex = textures[id]?.texture else { continue }
            let x0 = (frame.minX * sx).rounded(), y0 = (frame.minY * sy).rounded()
            var dst = SDL_Rect(x: Int32(x0), y: Int32(y0),
                               w: Int32((frame.maxX * sx).rounded() - x0), h: Int32((frame.maxY * sy).rounded() - y0))
            SDL_RenderCopy(renderer, tex, nil, &dst)
        }
    }

    /// Shows what `render()` drew (the renderer), or the damaged rectangles of the window surface.
    private func present() {
        if let surfacePresenter {
            let layers = surfaceLayers
            // Layers that moved, came or went (a device process's screen hidden behind its message)
            // leave pixels no damage names.
            let shown = layers.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height, $0.id.hashValue] }
            if shown != shownLayers {
                shownLayers = shown
                surfacePresenter.keepExternal(Set(externalSurfaces.map(ObjectIdentifier.init)))
                surfacePresenter.setNeedsFullRedraw()
            }
            if !surfacePresenter.present(layers, background: backgroundColor.premultiplied) { phaseStatistics?.recordDeferredPresent() }
        } else if let renderer {
            SDL_RenderPresent(renderer)
        }
    }

    /// What the window surface shows, bottom first: the placed windows' frame buffers, then the shown
    /// external surfaces' last pixels, at their frames in surface pixels (HiDPI: layout is in window points).
    private var surfaceLayers: [WindowSurfacePresenter.Layer] {
        guard let surfacePresenter else { return [] }
        let (ow, oh) = surfacePresenter.pixelSize
        let sx = size.width > 0 ? Double(ow) / size.width : 1, sy = size.height > 0 ? Double(oh) / size.height : 1
        func pixels(_ f: CGRect) -> IntRect {
            let x0 = Int((f.minX * sx).rounded()), y0 = Int((f.minY * sy).rounded())
            return IntRect(x: x0, y: y0, width: Int((f.maxX * sx).rounded()) - x0, height: Int((f.maxY * sy).rounded()) - y0)
        }
        return placements.map { .init(id: ObjectIdentifier($0.window), image: $0.window.framebufferWithSystemChrome, frame: pixels($0.frame)) }
            + externalSurfaces.filter { !$0.isHidden }.compactMap { s in
                surfacePresenter.externalImage(ObjectIdentifier(s)).map { .init(id: ObjectIdentifier(s), image: $0, frame: pixels(s.frame)) }
            }
    }

    private func recordFrame(start: TimeInterval) {
        let end = wallNow()
        statistics.frameCount += 1
        statistics.lastFrameTime = end - start
        frameTimes.append(end)
        frameTimes.removeAll { $0 < end - 1 }
        statistics.framesPerSecond = Double(frameTimes.count)
    }

    private func wallNow() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
