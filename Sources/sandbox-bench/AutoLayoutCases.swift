import Foundation
import SandboxKit

/// `autolayout_1000` and `autolayout_change`: a screen-like list of 100 cards of 10 views each (1,001 views,
/// 4,201 constraints: anchors, a multiplier, equal widths, an inequality and a priority), built and solved,
/// then one constant changed and laid out again. The same system is timed with kiwisolver in the same run
/// (scripts/kiwi-solve), both from a new solver and for the one-constant change; the `_solver` case times
/// our solver alone on the same constraints, the like-for-like figure.
@MainActor
enum AutoLayoutCases {
    static let cards = 100

    @MainActor
    final class Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20_000))
        var titleHeight: NSLayoutConstraint!
        var cardViews: [UIView] = []
        var constraintCount = 0

        init() {
            var previousBottom = root.topAnchor
            for _ in 0..<AutoLayoutCases.cards {
                let card = UIView(), icon = UIView(), title = UIView(), subtitle = UIView(), button = UIView()
                let badge = UIView(), bars = [UIView(), UIView(), UIView()], separator = UIView()
                root.addSubview(card)
                for v in [icon, title, subtitle, button, badge, separator] + bars { card.addSubview(v) }
                for v in [card, icon, title, subtitle, button, badge, separator] + bars { v.translatesAutoresizingMaskIntoConstraints = false }
                let height = title.heightAnchor.constraint(equalToConstant: 20)
                if titleHeight == nil { titleHeight = height }
                let wide = badge.widthAnchor.constraint(equalToConstant: 24)
                wide.priority = .defaultHigh
                var cs = [
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                    card.topAnchor.constraint(equalTo: previousBottom, constant: 8),
                    icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                    icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                    icon.widthAnchor.constraint(equalToConstant: 40),
                    icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                    title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                    title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                    title.topAnchor.constraint(equalTo: icon.topAnchor),
                    height,
                    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                    subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                    subtitle.heightAnchor.constraint(equalToConstant: 16),
                    button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                    button.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 8),
                    button.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.3),
                    button.heightAnchor.constraint(equalToConstant: 32),
                    badge.centerXAnchor.constraint(equalTo: icon.centerXAnchor),
                    badge.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 4),
                    badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
                    wide,
                    badge.heightAnchor.constraint(equalToConstant: 16),
                    bars[0].leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                    bars[1].leadingAnchor.constraint(equalTo: bars[0].trailingAnchor, constant: 8),
                    bars[2].leadingAnchor.constraint(equalTo: bars[1].trailingAnchor, constant: 8),
                    bars[2].trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                    bars[1].widthAnchor.constraint(equalTo: bars[0].widthAnchor),
                    bars[2].widthAnchor.constraint(equalTo: bars[0].widthAnchor),
                    separator.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                    separator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                    separator.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                    separator.heightAnchor.constraint(equalToConstant: 1),
                    card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
                ]
                for b in bars {
                    cs.append(b.topAnchor.constraint(equalTo: button.topAnchor))
                    cs.append(b.heightAnchor.constraint(equalTo: button.heightAnchor))
                }
                NSLayoutConstraint.activate(cs)
                constraintCount += cs.count
                cardViews.append(card)
                previousBottom = card.bottomAnchor
            }
            root.layoutIfNeeded()
        }

        /// Views not where the constraints put them, for the first card's title height (the others' are 20):
        /// a card is 12 + title + 4 + 16 + 8 + 32 + 12 tall, the button 30 % of the card's 374 points.
        func misplaced(firstTitle: CGFloat) -> Int {
            var bad = 0, y: CGFloat = 8
            for (i, card) in cardViews.enumerated() {
                let h: CGFloat = i == 0 ? firstTitle : 20
                if !near(card.frame, CGRect(x: 8, y: y, width: 374, height: 84 + h)) { bad += 1 }
                y += 84 + h + 8
                let button = card.subviews[3], bar = card.subviews[6]
                let buttonWidth: CGFloat = 0.3 * 374, buttonX: CGFloat = 374 - 12 - buttonWidth, rowY: CGFloat = 40 + h
                if !near(button.frame, CGRect(x: buttonX, y: rowY, width: buttonWidth, height: 32)) { bad += 1 }
                let barWidth: CGFloat = (buttonX - 8 - 12 - 16) / 3
                if !near(bar.frame, CGRect(x: 12, y: rowY, width: barWidth, height: 32)) { bad += 1 }
            }
            return bad
        }

        private func near(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
    }

    static let names = ["autolayout_1000", "autolayout_1000_solver", "autolayout_change"]

    static func selected(_ wants: (String) -> Bool) -> [BenchCase] {
        var out: [BenchCase] = []
        if wants("autolayout_1000") { out.append(build()) }
        if wants("autolayout_1000_solver") { out.append(solverOnly()) }
        if wants("autolayout_change") { out.append(change()) }
        return out
    }

    static func build() -> BenchCase {
        var screen: Screen?
        return BenchCase(name: "autolayout_1000", frame: {
            // the previous screen is freed first (its constraints leave the engine): each frame starts from
            // the same engine, and its time includes that teardown (kiwisolver's figure does not)
            screen = Screen()
        }, verify: {
            let s = Screen()
            let bad = s.misplaced(firstTitle: 20)
            let count = LayoutSystemSnapshot.constraints(under: s.root).count
            return (bad == 0, "check=\(bad == 0 ? "ok" : "FAIL") misplaced=\(bad) views=\(1 + cards * 10) constraints=\(s.constraintCount) solver_constraints=\(count)")
        })
    }

    /// Our solver alone, from new, on the constraints the engine made for the screen (fresh variables).
    static func solverOnly() -> BenchCase {
        let screen = Screen()
        let system = LayoutSystemSnapshot.constraints(under: screen.root)
        let frame = {
            var fresh: [ObjectIdentifier: LayoutVariable] = [:]
            let solver = CassowarySolver()
            for c in system {
                let terms = c.expression.terms.map { t -> (variable: LayoutVariable, coefficient: Double) in
                    let key = ObjectIdentifier(t.variable)
                    if let v = fresh[key] { return (v, t.coefficient) }
                    let v = LayoutVariable(t.variable.name)
                    fresh[key] = v
                    return (v, t.coefficient)
                }
                try? solver.add(SolverConstraint(LinearExpression(terms, constant: c.expression.constant), c.relation, strength: c.strength))
            }
            solver.updateVariables()
        }
        return BenchCase(name: "autolayout_1000_solver", frame: frame, verify: {
            frame()
            return (true, "check=ok constraints=\(system.count)")
        })
    }

    static func change() -> BenchCase {
        let screen = Screen()
        var tall = false
        let frame = {
            tall.toggle()
            screen.titleHeight.constant = tall ? 24 : 20
            screen.root.layoutIfNeeded()
        }
        return BenchCase(name: "autolayout_change", frame: frame, verify: {
            frame()
            let grown = screen.misplaced(firstTitle: 24)
            frame()
            let back = screen.misplaced(firstTitle: 20)
            let ok = grown == 0 && back == 0
            return (ok, "check=\(ok ? "ok" : "FAIL") misplaced=\(grown + back)")
        })
    }
}

extension AutoLayoutCases {
    /// Times the screen's system with kiwisolver (scripts/kiwi-solve under /usr/bin/python3): building and
    /// solving from new, and the title-height change. Returns the output lines (`series=`, `case=`), or a
    /// comment saying why kiwi could not run.
    static func kiwiLines(rounds: Int) -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/kiwi-solve")
        let screen = Screen()
        let system = LayoutSystemSnapshot.constraints(under: screen.root)
        var index: [ObjectIdentifier: Int] = [:]
        func variable(_ v: LayoutVariable) -> Int {
            if let i = index[ObjectIdentifier(v)] { return i }
            index[ObjectIdentifier(v)] = index.count
            return index.count - 1
        }
        let specs: [[Any]] = system.map { c in
            let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
            return [c.expression.terms.map { [variable($0.variable), $0.coefficient] as [Any] }, c.expression.constant, op, c.strength]
        }
        guard let changed = LayoutSystemSnapshot.solverConstraint(of: screen.titleHeight),
              let at = system.firstIndex(where: { $0 === changed }) else { return ["# kiwi: the changed constraint is not in the system"] }
        let request: [String: Any] = ["system": ["variables": index.count, "constraints": specs], "change": [at, -24.0], "rounds": rounds]
        guard let input = try? JSONSerialization.data(withJSONObject: request) else { return ["# kiwi: cannot encode the system"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, "--time"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { return ["# kiwi: cannot run \(script.path): \(error)"] }
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return ["# kiwi: scripts/kiwi-solve failed (python3-kiwisolver missing? scripts/setup --test installs it)"] }
        var lines: [String] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let head = parts.first else { continue }
            let name = head == "build_solve_ms" ? "kiwi_autolayout_1000_solver" : "kiwi_autolayout_change"
            let t = parts.dropFirst().compactMap { Double($0) }.sorted()
            guard !t.isEmpty else { continue }
            lines.append("series=\(name) " + parts.dropFirst().joined(separator: " "))
            let median = t.count % 2 == 1 ? t[t.count / 2] : (t[t.count / 2 - 1] + t[t.count / 2]) / 2
            lines.append(String(format: "case=%@ ms_median=%.4f ms_min=%.4f ms_p90=%.4f n=%d check=ok (kiwisolver, same system)",
                                name, median, t[0], t[Int(Double(t.count) * 0.9)], t.count))
        }
        return lines
    }
}
