// sandbox-bench: the compositor benchmark cases, each checked for correct pixels and then
// timed over interleaved rounds, printed in the reference harness's form:
//   case=NAME ms_median=X ms_min=Y ms_p90=Z n=N check=ok ...
// Options: --only a,b (substrings; =name exact)  --size WxH  --n N  --threads N[,M...]  --rounds R  --warm N
// (several thread counts: every case at each, in the same interleaved rounds, each line ending threads=N)
//          --list  --nocheck (skip verification, e.g. under callgrind)  --series (raw per-frame times)
import Foundation
import Raster

var options = BenchOptions()
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\nusage: sandbox-bench [--size WxH] [--n N] [--threads N[,M...]] [--rounds R] [--warm N] [--only a,b] [--list] [--nocheck]\n".utf8))
    exit(2)
}

if options.list {
    for name in BenchCase.transitionCases(BenchState(width: 16, height: 16, threads: 1)).map(\.name) + SceneCases.names
        + ScenarioCases.names + AutoLayoutCases.names + TableCases.names + StoryboardCases.names { print(name) }
    exit(0)
}
var selected: [BenchCase] = [], threadsOf: [Int] = []
for threads in options.threadCounts {
    let state = BenchState(width: options.width, height: options.height, threads: threads)
    var cases = BenchCase.transitionCases(state).filter { options.wants($0.name) } + SceneCases.selected(state, options.wants)
    if threads == options.threadCounts[0] { cases += ScenarioCases.selected(options.wants) + AutoLayoutCases.selected(options.wants) + TableCases.selected(options.wants)
        + StoryboardCases.selected(options.wants) }
    selected += cases
    threadsOf += Array(repeating: threads, count: cases.count)
}
let threadList = options.threadCounts.map(String.init).joined(separator: ",")
print("# sandbox-bench size=\(options.width)x\(options.height) n=\(options.samples) rounds=\(options.rounds) warm=\(options.warm) threads=\(threadList) cpu=\(RasterCPU.level)")
fflush(nil)  // every stream (standard output)

var checks: [String] = []
var failed = false
for c in selected {
    let result = options.nocheck ? (true, "check=skip (--nocheck)") : c.verify()
    if !result.0 { failed = true }
    checks.append(result.1)
}

var samples = [[Double]](repeating: [], count: selected.count)
let rounds = min(options.rounds, options.samples)
for round in 0..<rounds {
    for (k, c) in selected.enumerated() {
        let n = options.samples / rounds + (round < options.samples % rounds ? 1 : 0)
        c.prepare()
        _ = timedLoop(c.frame, count: round == 0 ? options.warm : 3)
        samples[k] += timedLoop(c.frame, count: n)
    }
}
for (k, c) in selected.enumerated() {
    if options.series { print("series=\(c.name) " + samples[k].map { String(format: "%.3f", $0) }.joined(separator: " ")) }
    let t = samples[k].sorted(), n = t.count
    guard n > 0 else { continue }
    let median = n % 2 == 1 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2
    let suffix = options.threadCounts.count > 1 ? " threads=\(threadsOf[k])" : ""
    print(String(format: "case=%@ ms_median=%.3f ms_min=%.3f ms_p90=%.3f n=%d %@",
                 c.name, median, t[0], t[Int(Double(n) * 0.9)], n, checks[k]) + suffix)
}
// the same layout systems timed with kiwisolver in this run
if selected.contains(where: { $0.name.hasPrefix("autolayout_") }) {
    for line in AutoLayoutCases.kiwiLines(rounds: max(3, options.samples / 20)) where options.series || !line.hasPrefix("series=") {
        print(line)
    }
}
exit(failed ? 1 : 0)
