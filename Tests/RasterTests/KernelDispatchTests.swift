@testable import Raster
import RasterKernels
import XCTest
import SandboxTestSupport

/// The kernels compiled for each CPU level this machine runs (baseline, and x86-64-v3 and -v4 where the
/// CPU has them) give the same bytes: the levels differ only in instruction selection (no fused multiply-adds:
/// Swift does not contract floating-point expressions), so every warp must agree exactly.
final class KernelDispatchTests: XCTestCase {
    let levels = KernelSet.supportedLevels

    func testFlagsOfProcCpuinfoPickTheLevel() {
        let haswell = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave\n\nprocessor\t: 1\n"
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: haswell)), .avx2)
        let noBMI2 = "flags\t\t: fpu sse2 avx avx2 bmi1 f16c fma abm movbe xsave\n"
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: noBMI2)), .baseline)
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: "")), .baseline)
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: "flags : avx2\n")), .baseline)
        let zen4 = "flags\t\t: fpu sse2 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave avx512f avx512dq avx512cd avx512bw avx512vl\n"
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: zen4)), .avx512)
        // AVX-512 without the rest of x86-64-v3 is no level above the baseline, and without VL not v4
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: zen4.replacingOccurrences(of: " movbe", with: ""))), .baseline)
        XCTAssertEqual(CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: zen4.replacingOccurrences(of: " avx512vl", with: ""))), .avx2)
    }

    func testEnvironmentPicksALevelButNeverAnUnsupportedOne() {
        let all: [CPULevel] = [.baseline, .avx2, .avx512]
        XCTAssertEqual(KernelSet.level(requested: "baseline", supported: [.baseline, .avx2]), .baseline)
        XCTAssertEqual(KernelSet.level(requested: nil, supported: [.baseline, .avx2]), .avx2)
        XCTAssertEqual(KernelSet.level(requested: nil, supported: all), .avx512)
        XCTAssertEqual(KernelSet.level(requested: "x86-64-v3", supported: all), .avx2)
        XCTAssertEqual(KernelSet.level(requested: "x86-64-v3", supported: [.baseline]), .baseline)
        XCTAssertEqual(KernelSet.level(requested: "x86-64-v4", supported: [.baseline, .avx2]), .avx2)
        XCTAssertEqual(KernelSet.level(requested: "nonsense", supported: [.baseline, .avx2]), .avx2)
        XCTAssertEqual(levels.first, .baseline)
        XCTAssertTrue(levels.contains(KernelSet.active.level))
    }

    func testCrossfadeIsTheSameOnEveryLevel() {
        var rng = SeededGenerator(seed: 31)
        for trial in 0..<20 {
            let w = Int.random(in: 1...45, using: &rng), h = Int.random(in: 1...7, using: &rng)
            let from = rng.bitmap(width: w, height: h), to = rng.bitmap(width: w, height: h)
            let start = rng.bitmap(width: 50, height: 10)
            let opacity = UInt8.random(in: 0...255, using: &rng)
            let results = levels.map { level -> Bitmap in
                var out = start
                Crossfade.render(from: trial % 2 == 0 ? from : nil, to: to, opacity: opacity, originX: trial % 5 - 2,
                                 into: &out, clip: out.bounds, cpu: level)
                return out
            }
            for (level, out) in zip(levels, results) { XCTAssertEqual(differingPixels(out, results[0]), [], "trial \(trial) \(level)") }
        }
    }

    func testFlipBothPathsAreTheSameOnEveryLevel() {
        var rng = SeededGenerator(seed: 37)
        for trial in 0..<12 {
            let page = rng.bitmap(width: Int.random(in: 2...60, using: &rng), height: Int.random(in: 2...40, using: &rng))
            let background = rng.bitmap(width: 70, height: 50)
            for general in [false, true] {
                var flip = FlipWarp(axis: trial % 3 == 0 ? .horizontal : .vertical, angle: Double.random(in: -2.8...2.8, using: &rng),
                                    eyeDistance: Double.random(in: 60...400, using: &rng),
                                    originX: Int.random(in: -6...12, using: &rng), originY: Int.random(in: -6...10, using: &rng))
                flip.forceGeneralPath = general
                let results = levels.map { level -> Bitmap in
                    var out = background
                    flip.cpu = level
                    flip.render(front: page, back: page, into: &out, clip: out.bounds)
                    return out
                }
                for (level, out) in zip(levels, results) { XCTAssertEqual(differingPixels(out, results[0]), [], "trial \(trial) \(level) \(flip)") }
            }
        }
    }

    func testCurlIsTheSameOnEveryLevel() {
        var rng = SeededGenerator(seed: 41)
        for trial in 0..<10 {
            let (random, page, under) = rng.curl(maxWidth: 90, maxHeight: 60, progress: 0...1, turn: 1, shaded: trial % 2 == 0)
            var curl = random
            let background = rng.bitmap(width: 100, height: 70)
            let results = levels.map { level -> Bitmap in
                var out = background
                curl.cpu = level
                curl.render(page: page, under: trial % 3 == 0 ? nil : under, into: &out, clip: out.bounds)
                return out
            }
            for (level, out) in zip(levels, results) { XCTAssertEqual(differingPixels(out, results[0]), [], "trial \(trial) \(level) \(curl)") }
        }
    }
}
