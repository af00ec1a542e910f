import Foundation

/// The harness's command line: the same option names and defaults as the reference harness.
struct BenchOptions {
    var width = 1280, height = 800
    var samples = 200, warm = 20, rounds = 5
    /// `--threads N`, or `--threads 1,2` to time each case at each count in the same interleaved rounds.
    var threadCounts = [1]
    var only: [String] = []
    var list = false, nocheck = false, series = false

    struct UsageError: Error, CustomStringConvertible { let description: String }

    init() {}

    init(arguments: [String]) throws {
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(description: "missing value for \(arguments[i - 1])") }
            return arguments[i]
        }
        func number() throws -> Int {
            let s = try value()
            guard let n = Int(s), n > 0 else { throw UsageError(description: "not a positive number: \(s)") }
            return n
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--size":
                let parts = try value().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 16, parts[1] >= 16, parts[0] < 16384, parts[1] < 16384 else {
                    throw UsageError(description: "bad --size (WxH, 16...16383 each)")
                }
                width = parts[0]; height = parts[1]
            case "--n": samples = try number()
            case "--warm": warm = try number()
            case "--rounds": rounds = try number()
            case "--threads":
                let s = try value()
                let counts = s.split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 && $0 <= 64 }), counts.count == s.split(separator: ",").count else {
                    throw UsageError(description: "bad --threads (N or N,M,...: 1...64)")
                }
                threadCounts = counts
            case "--only": only = try value().split(separator: ",").map(String.init)
            case "--list": list = true
            case "--nocheck": nocheck = true
            case "--series": series = true
            default: throw UsageError(description: "unknown option \(arguments[i])")
            }
            i += 1
        }
        // the harness's limit: its exact-coordinate page holds y in 10 bits, so taller frames can be
        // timed but not checked
        if height > 1024 && !nocheck {
            throw UsageError(description: "--size taller than 1024 needs --nocheck (the coordinate check page holds y in 10 bits)")
        }
    }

    func wants(_ name: String) -> Bool {
        only.isEmpty || only.contains { $0.hasPrefix("=") ? name == $0.dropFirst() : name.contains($0) }
    }
}

/// Milliseconds per call of `frame`, `count` times. Not inlined, so callgrind's
/// `--toggle-collect=*timedLoop*` isolates the frames as it does for the harness.
@inline(never)
@MainActor
func timedLoop(_ frame: () -> Void, count: Int) -> [Double] {
    var t = [Double](repeating: 0, count: count)
    for i in 0..<count {
        let t0 = DispatchTime.now().uptimeNanoseconds
        frame()
        t[i] = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    }
    return t
}
