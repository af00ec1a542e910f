import Foundation
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// The solver frees what it no longer uses: a removed constraint's symbols, a released variable's, and,
/// once most ids are free, renumbers the live ones in order. A session that keeps making and freeing
/// views (table cells, pushed pages) keeps a tableau the size of what is on screen, and renumbering
/// changes no answer.
final class SolverSymbolFreeingTests: XCTestCase {
    func testAddingAndRemovingConstraintsKeepsTheTableauSmall() async throws {
        let solver = CassowarySolver()
        let xs = (0..<4).map { LayoutVariable("x\($0)") }
        let base = [SolverConstraint(LinearExpression(xs[0]) + -10, .equal),
                    SolverConstraint(LinearExpression(xs[1]) - LinearExpression(xs[0]) + -5, .greaterThanOrEqual)]
        for c in base { try solver.add(c) }
        for round in 0..<5_000 {
            let k = Double(round % 50)
            let temporary = [
                SolverConstraint(LinearExpression(xs[2]) - LinearExpression(xs[1]) + -k, .equal, strength: SolverStrength.strong),
                SolverConstraint(LinearExpression(xs[3]) - LinearExpression(xs[2]) + -1, .greaterThanOrEqual),
                SolverConstraint(LinearExpression(xs[3]) + -100, .lessThanOrEqual, strength: SolverStrength.weak),
            ]
            for c in temporary { try solver.add(c) }
            solver.updateVariables()
            XCTAssertEqual(xs[2].value, 15 + k)
            for c in temporary { try solver.remove(c) }
        }
        // 5,000 rounds made about 25,000 symbols; what is live is a handful, and the ids stay within a
        // compaction's threshold of that.
        XCTAssertLessThan(solver.symbolCapacity, 2 * solver.compactionThreshold + 16)
        solver.updateVariables()
        XCTAssertEqual(xs[0].value, 10)
        XCTAssertEqual(xs[1].value, 15)
    }

    /// The same random operations (adds, refused adds, removals, constant changes) on a solver that
    /// renumbers as often as it can and on one that never does give the same values after every step:
    /// renumbering keeps the order of the ids, so every lowest-id choice is the same. (Not to the last bit:
    /// a row's cells are summed in its dictionary's order, which the renumbered rows do not keep; the two
    /// agree to about 1e-13.)
    func testRenumberingChangesNoAnswer() async {
        var rng = SeededGenerator(seed: 2026)
        for index in 0..<150 {
            let system = RandomSystem(&rng)
            let xs = (0..<system.variables).map { LayoutVariable("x\($0)") }
            let ys = (0..<system.variables).map { LayoutVariable("y\($0)") }
            let eager = CassowarySolver(), never = CassowarySolver()
            eager.compactionThreshold = 1
            never.compactionThreshold = .max
            let a = system.constraints.map { system.makeConstraint($0, xs) }
            let b = system.constraints.map { system.makeConstraint($0, ys) }
            var inA = Set<Int>()
            func compare(_ step: String) {
                eager.updateVariables()
                never.updateVariables()
                for (x, y) in zip(xs, ys) {
                    XCTAssertEqual(x.value, y.value, accuracy: 1e-9 * max(1, abs(y.value)), "system \(index), \(step), \(x.name)")
                }
            }
            for i in a.indices {
                let okA = (try? eager.add(a[i])) != nil, okB = (try? never.add(b[i])) != nil
                XCTAssertEqual(okA, okB, "system \(index): constraint \(i) refused by one only")
                if okA { inA.insert(i) }
                compare("after adding \(i)")
            }
            for _ in 0..<20 {
                guard let i = inA.sorted().randomElement(using: &rng) else { break }
                if Bool.random(using: &rng) {
                    // A removal can meet kiwi's "unbounded objective" in a random system: then both must.
                    let okA = (try? eager.remove(a[i])) != nil, okB = (try? never.remove(b[i])) != nil
                    XCTAssertEqual(okA, okB, "system \(index): constraint \(i) removed by one only")
                    guard okA && okB else { break }
                    inA.remove(i)
                    compare("after removing \(i)")
                    // Constants changed since it was added can make it refused now: by both or neither.
                    let addedA = (try? eager.add(a[i])) != nil, addedB = (try? never.add(b[i])) != nil
                    XCTAssertEqual(addedA, addedB, "system \(index): constraint \(i) re-added by one only")
                    if addedA && addedB { inA.insert(i) }
                } else {
                    let k = Double.random(in: -200...200, using: &rng).rounded()
                    let okA = (try? eager.setConstant(a[i], to: k)) != nil, okB = (try? never.setConstant(b[i], to: k)) != nil
                    XCTAssertEqual(okA, okB, "system \(index): a change refused by one only")
                }
                compare("after a step")
            }
            XCTAssertLessThanOrEqual(eager.symbolCapacity, never.symbolCapacity)
        }
    }

    /// Views made and freed, with their constraints: the engine's solver does not keep their symbols.
    @MainActor
    func testFreedViewsLeaveTheSolver() async {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
        let window = app.makeWindow()
        let solver = LayoutEngine.shared.solver
        func cycle() {
            do {
                let container = UIView(frame: window.bounds)
                window.addSubview(container)
                var previous: UIView?
                for _ in 0..<500 {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(v)
                    NSLayoutConstraint.activate([
                        v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                        v.widthAnchor.constraint(equalToConstant: 100),
                        v.heightAnchor.constraint(equalToConstant: 20),
                        v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 2),
                    ])
                    previous = v
                }
                app.runTurn()
                container.removeFromSuperview()
            }
            app.runTurn()
        }
        cycle()
        let afterOne = solver.symbolCapacity
        for _ in 0..<6 { cycle() }
        // Each cycle makes about 5,000 symbols; without freeing, seven cycles would hold 35,000.
        XCTAssertLessThan(solver.symbolCapacity, afterOne + 2 * solver.compactionThreshold,
                          "symbols after one cycle: \(afterOne), after seven: \(solver.symbolCapacity)")
    }
}
