import XCTest
@testable import SandboxKit

/// A controller for lifecycle tests: it may add subviews or children from its callbacks.
class TestController: UIViewController {
    var onViewDidLoad: ((TestController) -> Void)?
    var onViewWillAppear: ((TestController) -> Void)?
    var onViewIsAppearing: ((TestController) -> Void)?
    var onViewDidAppear: ((TestController) -> Void)?
    var onViewWillDisappear: ((TestController) -> Void)?
    var onViewDidDisappear: ((TestController) -> Void)?
    var forwards = true
    /// Records `isMovingToParent` etc. as seen inside each callback.
    var flagLog: [String] = []

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        debugName = name
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    override func viewDidLoad() { super.viewDidLoad(); onViewDidLoad?(self) }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flagLog.append("willAppear toParent=\(isMovingToParent) presented=\(isBeingPresented)")
        onViewWillAppear?(self)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        onViewIsAppearing?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flagLog.append("didAppear toParent=\(isMovingToParent) presented=\(isBeingPresented)")
        onViewDidAppear?(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flagLog.append("willDisappear fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
        onViewWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        flagLog.append("didDisappear fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
        onViewDidDisappear?(self)
    }
}

/// A fresh virtual-clock application with one window and a recorder of the lifecycle stream.
@MainActor
class LifecycleTestCase: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var recorder: LifecycleTraceRecorder!
    /// The screen; tests whose transitions are composited every frame use a small one to stay fast.
    var screenSize: CGSize { CGSize(width: 390, height: 844) }

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(origin: .zero, size: screenSize)))
        window = app.makeWindow()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
    }

    override func tearDown() async throws {
        recorder.stop()
        recorder = nil; window = nil; app = nil
    }

    /// The trace lines without the callbacks of the layout pass (R9: `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`, `viewSafeAreaInsetsDidChange`, `updateViewConstraints` and the modern
    /// profile's `viewIsAppearing`, which comes with the pass): most tests are about the other rules.
    /// R9's own tests and the safe-area tests read `recorder.traceLines`.
    var trace: [String] { recorder.traceLines.filter(Self.isNotLayoutPass) }

    /// Trace lines (without the layout pass) emitted by `body`.
    func traceOf(_ body: () -> Void) -> [String] {
        let start = recorder.lastSequence
        body()
        return recorder.traceLines(after: start).filter(Self.isNotLayoutPass)
    }

    static func isNotLayoutPass(_ line: String) -> Bool {
        !line.contains("LayoutSubviews") && !line.contains(".viewIsAppearing(") && !line.contains(".viewSafeAreaInsetsDidChange(")
            && !line.contains(".updateViewConstraints(")
    }

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }

    /// The events of `controller` and `method`, to assert their causes.
    func events(_ controller: String, _ method: LifecycleMethod) -> [LifecycleEvent] {
        recorder.events.filter { $0.controller == controller && $0.method == method }
    }

    func causes(_ controller: String, _ method: LifecycleMethod) -> [String] {
        events(controller, method).map { $0.cause?.description ?? "nil" }
    }

    var findings: [LifecycleChecker.Finding] { app.lifecycleChecker.findings }

    /// The warnings recorded so far (what is reported as not simulated, among others), in order.
    var warnings: [String] { recorder.events.filter { $0.method == .warning }.compactMap(\.message) }

    /// `a` as the window's root, appeared (its `did` has come).
    func showRoot(_ a: UIViewController) {
        window.rootViewController = a
        turns(2)
    }
}
