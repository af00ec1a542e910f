import XCTest
import SandboxKit
@testable import SDLPlatform

/// What `sandbox --stats` counts: percentiles per phase in wall clock and CPU time, a frame late by its
/// own work, and the intervals that show a refresh passing without a new frame.
final class PhaseStatisticsTests: XCTestCase {
    func testFramesAreLateByTheirOwnWorkInWallClockAndCPUTime() async {
        var stats = PhaseStatistics()
        // 10 ms of composite, 2 ms of present: on time.
        stats.record([.composite: 0.010, .present: 0.002], cpu: [.composite: 0.009, .present: 0.002])
        // 20 ms of wall clock, 5 ms of it the frame's own CPU (the process waited for the CPU).
        stats.record([.commit: 0.020], cpu: [.commit: 0.005])
        // 30 ms of work in both.
        stats.record([.composite: 0.030], cpu: [.composite: 0.030])
        XCTAssertEqual(stats.frameCount, 3)
        XCTAssertEqual(stats.slowFrameCount, 2)
        XCTAssertEqual(stats.slowCPUFrameCount, 1)
        XCTAssertEqual(stats.totals, [0.012, 0.020, 0.030].map { $0 }, accuracy: 1e-12)

        // The host's own work after the turn joins the last frame's main-queue phase.
        stats.addToLastFrame(.mainQueue, 0.001, cpu: 0.001)
        XCTAssertEqual(stats.totals.last!, 0.031, accuracy: 1e-12)
        XCTAssertEqual(stats.cpuTotals.last!, 0.031, accuracy: 1e-12)
        XCTAssertEqual(stats.samples[PhaseStatistics.phases.firstIndex(of: .mainQueue)!].last!, 0.001, accuracy: 1e-12)

        // The late frames are listed slowest first, each with its phases.
        let listed = stats.report.split(separator: "\n").filter { $0.hasPrefix("  #") }.map(String.init)
        XCTAssertEqual(listed.count, 2, stats.report)
        XCTAssertEqual(listed.first, "  #3       31.00 = input 0.00 queue 1.00 animation 0.00 commit 0.00 composite 30.00 present 0.00")
        XCTAssertTrue(listed.last?.hasPrefix("  #2       20.00 = input 0.00 queue 0.00 animation 0.00 commit 20.00") == true, stats.report)
    }

    func testIntervalsOverOneAndAHalfPeriodsAreMissedRefreshes() async {
        var stats = PhaseStatistics()
        for t in [0.0166, 0.0167, 0.0249, 0.0251, 0.050] { stats.recordInterval(t) }
        XCTAssertEqual(stats.missedRefreshCount, 2)
        stats.recordDeferredPresent()
        let report = stats.report
        XCTAssertTrue(report.contains("intervals over 25.0 ms (a refresh without a new frame): 2 of 5"), report)
        XCTAssertTrue(report.contains("presents deferred while the X server copied the previous frame: 1"), report)
    }

    func testReportGivesNearestRankPercentiles() async {
        var stats = PhaseStatistics()
        for ms in 1...100 { stats.record([.composite: Double(ms) / 1000], cpu: [.composite: Double(ms) / 2000]) }
        XCTAssertEqual(PhaseStatistics.quantile(stats.totals, 0.5), 0.050, accuracy: 1e-12)
        XCTAssertEqual(PhaseStatistics.quantile(stats.totals, 0.99), 0.099, accuracy: 1e-12)
        let composite = stats.report.split(separator: "\n").first { $0.hasPrefix("composite") }.map(String.init) ?? ""
        XCTAssertEqual(composite, "composite p50   50.00  p99   99.00  max  100.00   | p50   25.00  p99   49.50  max   50.00")
        XCTAssertTrue(stats.report.contains("frames over 16.7 ms: 84 of 100 (wall clock), 67 of 100 (CPU time)"), stats.report)
    }

    func testMesasCPURasterisersAreNotAGPU() async {
        XCTAssertTrue(PresentPath.isCPURasteriser("llvmpipe (LLVM 15.0.6, 256 bits)"))
        XCTAssertTrue(PresentPath.isCPURasteriser("Software Rasterizer"))
        XCTAssertTrue(PresentPath.isCPURasteriser("softpipe"))
        XCTAssertFalse(PresentPath.isCPURasteriser("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        XCTAssertFalse(PresentPath.isCPURasteriser("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
