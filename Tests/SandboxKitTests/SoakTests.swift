import XCTest
@testable import SandboxKit

/// The soak, small enough for CI: a few hundred seeded random actions on the tabs container and on
/// a navigation controller with presentations, the invariants checked after every turn.
/// `scripts/soak ACTIONS SEED` runs the long one through the environment variables SOAK_ACTIONS and
/// SOAK_SEED; SOAK_SEEDS=FIRST-LAST walks every seed of a range.
@MainActor
final class SoakTests: XCTestCase {
    let actions = ProcessInfo.processInfo.environment["SOAK_ACTIONS"].flatMap(Int.init) ?? 300

    var seeds: [UInt64] {
        let env = ProcessInfo.processInfo.environment
        if let bounds = env["SOAK_SEEDS"]?.split(separator: "-").compactMap({ UInt64($0) }), bounds.count == 2,
           bounds[0] <= bounds[1] {
            return Array(bounds[0]...bounds[1])
        }
        return [env["SOAK_SEED"].flatMap(UInt64.init) ?? 8]
    }

    func testRandomWalkKeepsTheInvariants() async {
        for seed in seeds { tabWalk(seed: seed) }
    }

    private func tabWalk(seed: UInt64) {
        let r = SoakWalk.run(actions: actions, seed: seed)
        print("soak: seed \(seed), \(r.actions) actions, \(r.turns) turns, \(r.invariantChecks) invariant checks, "
              + "\(r.pagesMade) pages made, \(r.pagesRemoved) removed, \(r.pagesStillAlive.count) leaked, "
              + "resident \(r.residentBytesAtHalf / 1024) KiB at half, \(r.residentBytesAtEnd / 1024) KiB at end")
        XCTAssertEqual(r.actions, actions, "seed \(seed)")
        XCTAssertEqual(r.failures, [], "invariants broken, seed \(seed)")
        XCTAssertEqual(r.pagesStillAlive, [], "removed controllers still alive, seed \(seed)")
        XCTAssertGreaterThan(r.pagesRemoved, 0, "the walk replaced pages, so some must have been removed")
        // Memory has stopped growing: the second half adds no more than a small allowance (the walk holds
        // no per-action state, so growth would be a leak).
        if actions >= 200, r.residentBytesAtHalf > 0 {
            XCTAssertLessThan(r.residentBytesAtEnd - r.residentBytesAtHalf, 8 << 20, "resident memory grew in the second half, seed \(seed)")
        }
    }

    func testRandomNavigationAndPresentationKeepTheInvariants() async {
        for seed in seeds {
            let r = NavigationSoakWalk.run(actions: actions, seed: seed)
            print("navigation soak: seed \(seed), \(r.actions) actions, \(r.turns) turns, \(r.invariantChecks) invariant checks, "
                  + "\(r.made) controllers made, \(r.removed) removed, \(r.stillAlive.count) leaked, "
                  + "\(r.ignoredCalls) calls ignored with UIKit's in-progress warning")
            XCTAssertEqual(r.actions, actions, "seed \(seed)")
            XCTAssertEqual(r.failures, [], "invariants broken, seed \(seed)")
            XCTAssertEqual(r.stillAlive, [], "popped or dismissed controllers still alive, seed \(seed)")
            XCTAssertGreaterThan(r.removed, 0, "seed \(seed)")
        }
    }

    func testSameSeedSameWalk() async {
        let a = SoakWalk.run(actions: 40, seed: 3), b = SoakWalk.run(actions: 40, seed: 3)
        XCTAssertEqual(a.turns, b.turns)
        XCTAssertEqual(a.pagesMade, b.pagesMade)
    }
}
