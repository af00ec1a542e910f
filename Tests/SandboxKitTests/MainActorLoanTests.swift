import Foundation
import XCTest
@testable import SandboxKit

/// `description` is nonisolated, as NSObject declares it, so any thread may read it (a `print` in a
/// detached task). Only a thread that holds the main actor reads the view tree for it; any other gets
/// NSObject's `<Class: 0x…>` instead of racing the main actor's writes.
@MainActor
final class MainActorLoanTests: XCTestCase {
    func testADescriptionReadOnTheMainActorHasTheViewsState() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(view.description.contains("frame = (0 0; 390 844)"), view.description)
    }

    func testADescriptionReadOnAnotherThreadIsNSObjectsAndLeavesTheStateAlone() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        let texts = Self.onAnotherThread { [view, controller] in (view.description, controller.description) }
        XCTAssertFalse(texts.0.contains("frame"), texts.0)
        XCTAssertTrue(texts.0.hasPrefix("<UIView: 0x"), texts.0)
        XCTAssertTrue(texts.1.hasPrefix("<UIViewController: 0x"), texts.1)
    }

    func testAThreadInsideALoanHoldsTheMainActorAndOthersDoNot() async throws {
        let held = Self.onAnotherThread { (MainActorLoan.isHeld, MainActorLoan.run { MainActorLoan.isHeld }) }
        XCTAssertFalse(held.0)
        XCTAssertTrue(held.1)
        XCTAssertTrue(MainActorLoan.isHeld)
    }

    func testAVeryDeepWalkStillDescribesViewsOnItsFreshStacks() async throws {
        let text = DeepWalk.onFreshStack { MainActorLoan.isHeld }
        XCTAssertTrue(text, "a walk that the main actor starts keeps it on the fresh stack")
    }

    /// Runs `work` on a new thread and waits for it.
    private nonisolated static func onAnotherThread<T>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>()
        let done = DispatchSemaphore(value: 0)
        Thread { box.value = work(); done.signal() }.start()
        done.wait()
        return box.value!
    }
}

private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
}
