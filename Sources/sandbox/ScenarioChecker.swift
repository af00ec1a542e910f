import Foundation

/// Checks one scenario for `sandbox check`: reads its expected trace, runs it in a `check-worker` child
/// process, compares, and with `update` writes the trace.
struct ScenarioChecker {
    /// `--profile` as given (nil: the trace's `# profile:` line, else modern).
    var profile: ScenarioProfileOption.Choice?
    var update: Bool
    var strict: Bool
    var timeout: TimeInterval
    /// Standard input's scenario, saved to a file the worker reads as its standard input.
    var standardInputFile: String?

    func check(_ job: CheckJob) -> CheckResult {
        let started = Date()
        var result = run(job)
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    private func run(_ job: CheckJob) -> CheckResult {
        let name = job.scenario == "-" ? ScenarioCommandSupport.standardInputName : job.scenario
        var result = CheckResult(scenario: job.scenario, scenarioName: name, tracePath: job.trace, status: .passed, summary: "")
        func fail(_ status: CheckResult.Status, _ summary: String, _ problem: CheckResult.Problem? = nil) -> CheckResult {
            result.status = status
            result.summary = summary
            result.problem = problem
            return result
        }
        if let problem = job.problem {
            return fail(.inputError, problem, .init(message: "\(name): error: \(problem)", file: name))
        }

        // The expected trace.
        let expected: TraceFile?
        switch Self.readTrace(job.trace) {
        case .success(let file): expected = file
        case .failure(.missing):
            if !update {
                if !job.named { return fail(.skipped, "no \(job.trace)") }
                let message = "no expected trace \(job.trace) (sandbox check --update writes it)"
                return fail(.inputError, message, .init(message: "\(job.trace): error: \(message)", file: job.trace))
            }
            expected = nil
        case .failure(.unreadable(let why)):
            return fail(.inputError, "cannot read \(job.trace)", .init(message: "\(job.trace): error: cannot read the expected trace (\(why))", file: job.trace))
        }
        let choice = profile ?? expected?.profile.flatMap(ScenarioProfileOption.Choice.init(rawValue:)) ?? .modern

        // The run, in a child process.
        let worker = ChildProcess(executable: ChildProcess.currentExecutable,
                                  arguments: ["check-worker", job.scenario, "--profile", choice.rawValue],
                                  stdinFile: job.scenario == "-" ? standardInputFile : nil)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try worker.run(timeout: timeout)
        } catch {
            return fail(.crashed, "could not start the scenario's process", .init(message: "\(name): error: could not start a process: \(error)", file: name))
        }
        let records = CheckWorkerRecord.parse(outcome.stdout)
        for r in records {
            switch r.kind {
            case .trace: result.actual.append(.init(text: r.text ?? "", scenarioLine: r.line))
            case .finding:
                result.findings.append(.init(rule: r.rule ?? "?", controllers: r.controllers ?? [], message: r.message ?? "",
                                             fix: r.fix ?? "", line: r.line))
            case .end: break
            }
        }
        let end = records.last { $0.kind == .end }
        switch (outcome.termination, end?.result) {
        case (.timedOut, _):
            let message = "did not finish within \(Self.seconds(timeout)) (--timeout); the trace so far has \(result.actual.count) lines"
            return fail(.timedOut, "timed out", .init(message: "\(name): error: the scenario \(message)", file: name, line: result.actual.last?.scenarioLine))
        case (_, .input?):
            return fail(.inputError, "does not build", .init(message: end?.message ?? "\(name): error", file: name, line: end?.line, column: end?.column))
        case (_, .crash?), (_, .timeout?):
            let status: CheckResult.Status = end?.result == .timeout ? .timedOut : .crashed
            return fail(status, status == .crashed ? "crashed" : "timed out",
                        .init(message: end?.message ?? "\(name): error", file: name, line: end?.line, column: end?.column))
        case (.exited(0), .ok?):
            break
        default:
            let how: String
            switch outcome.termination {
            case .signalled(let s): how = "was killed by signal \(s)"
            case .exited(let code): how = "exited with status \(code)"
            case .timedOut: how = "timed out"
            }
            let said = String(decoding: outcome.stderr, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: " | ")
            return fail(.crashed, "crashed", .init(message: "\(name): error: the scenario's process \(how)\(said.isEmpty ? "" : ": " + said)",
                                                   file: name, line: result.actual.last?.scenarioLine))
        }

        // The comparison.
        let diff = UnifiedTraceDiff(expected: expected?.events ?? [], expectedFileLines: expected?.eventLineNumbers ?? [], actual: result.actual)
        if update {
            let base = expected ?? TraceFile(text: "")
            let written = base.updated(to: result.actual.map(\.text), profile: profile?.rawValue ?? (choice == .ios5 ? "ios5" : nil))
            guard expected == nil || written != base else { return fail(.passed, "") }
            do {
                try Data(written.text.utf8).write(to: URL(fileURLWithPath: job.trace), options: .atomic)
            } catch {
                return fail(.inputError, "cannot write \(job.trace)", .init(message: "\(job.trace): error: cannot write the trace: \(error.localizedDescription)", file: job.trace))
            }
            return fail(.updated, expected == nil ? "wrote \(job.trace)" : "updated \(job.trace)")
        }
        if !diff.isEmpty {
            result.diff = diff.text(expectedName: job.trace, actualName: name)
            result.firstDifference = diff.firstDifference
            return fail(.failed, "the trace differs from \(job.trace)")
        }
        if strict, !result.findings.isEmpty {
            let n = result.findings.count
            return fail(.failed, "the checker found \(n) problem\(n == 1 ? "" : "s") (--strict)")
        }
        return fail(.passed, "")
    }

    enum TraceReadError: Error { case missing, unreadable(String) }

    static func readTrace(_ path: String) -> Result<TraceFile, TraceReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing) }
        if isDirectory.boolValue { return .failure(.unreadable("it is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable("permission denied")) }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.unreadable("it is not UTF-8 text")) }
        return .success(TraceFile(text: text))
    }

    private static func seconds(_ t: TimeInterval) -> String {
        t == t.rounded() ? "\(Int(t)) s" : "\(t) s"
    }
}
