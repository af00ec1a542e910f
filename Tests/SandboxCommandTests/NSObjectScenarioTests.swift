import XCTest

/// A scenario written as iOS code that relies on UIKit's classes being `NSObject`s compiles and runs:
/// `==` and `firstIndex(of:)` on controllers, `Set<UIView>`, an `NSObject` data source beside UIKit
/// objects, a view's `override init()` and `super.init(coder:)`, a controller overriding both designated
/// initializers made with `init()`, and `perform(_:with:afterDelay:)` on the virtual clock.
final class NSObjectScenarioTests: CompiledScenarioTestCase {
    func testIOSCodeThatUsesNSObjectBehaviourRuns() async throws {
        _ = try write("nsobject.swift", """
            import UIKit

            final class Rows: NSObject, UITableViewDataSource {
                let titles = ["One", "Two"]
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = titles[indexPath.row]
                    return cell
                }
            }

            class CardView: UIView {
                var made = "frame"
                override init() {
                    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    made = "init()"
                }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            class DetailViewController: UIViewController {
                var source = "none"
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    source = "code"
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) {
                    source = "coder"
                    super.init(coder: coder)
                }
            }

            class HomeViewController: UIViewController {
                var ticks = 0
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    perform(#selector(tick), with: nil, afterDelay: 1)
                    perform(#selector(never), with: nil, afterDelay: 0.5)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(never), object: nil)
                }
                @objc func tick() {
                    ticks += 1
                    print("tick")
                }
                @objc func never() { print("cancelled call ran") }
            }

            let home = HomeViewController()
            let detail = DetailViewController()
            window.rootViewController = home
            print("detail made in", detail.source)
            let controllers: [UIViewController] = [home, detail]
            print("index", controllers.firstIndex(of: detail) ?? -1, home == detail, home == controllers[0])
            let a = CardView(), b = CardView()
            print("views", Set<UIView>([a, b, a]).count, a.made, a.isEqual(a), a.isEqual(b))
            print("coder view", CardView(coder: NSCoder())?.frame.width ?? -1)
            let rows = Rows()
            let things: [Any] = [rows, home, a, UIColor.red]
            print("objects", things.compactMap { $0 as? NSObject }.count)
            print("described", a.description.contains("CardView: 0x"), a.description.contains("; frame = (0 0; 10 10); layer = <CALayer: 0x"))
            wait(0.9)
            print("ticks at 0.9s:", home.ticks)
            wait(0.2)
            print("ticks at 1.1s:", home.ticks)

            """)
        let r = try sandbox(["trace", "nsobject.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let prints = r.stdout.split(separator: "\n").filter { $0.hasPrefix("print: ") }.map { String($0.dropFirst(7)) }
        XCTAssertEqual(prints, [
            "detail made in code",
            "index 1 false true",
            "views 2 init() true false",
            "coder view 0.0",
            "objects 4",
            "described true true",
            "ticks at 0.9s: 0",
            "tick",
            "ticks at 1.1s: 1",
        ], r.stdout)
    }

    /// `#selector(player.play)` names a method through a variable (not a type), as a toolbar's refresh
    /// button does with `#selector(webView.reload)`: the action reaches that object's method, and one
    /// with a sender gets the button.
    func testASelectorNamedThroughAVariableReachesItsObject() async throws {
        _ = try write("variable-selector.swift", """
            import UIKit

            final class Player: NSObject {
                @objc func play() { print("play") }
                @objc func pause(_ sender: UIButton) { print("pause from", sender.currentTitle ?? "?") }
            }

            final class HomeViewController: UIViewController {
                var player: Player!
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    player = Player()
                    button.setTitle("Pause", for: .normal)
                    button.addTarget(player, action: #selector(player.play), for: .touchUpInside)
                    button.addTarget(self.player, action: #selector(self.player.pause(_:)), for: .touchUpInside)
                }
            }

            let home = HomeViewController()
            window.rootViewController = home
            home.button.sendActions(for: .touchUpInside)

            """)
        let r = try sandbox(["trace", "variable-selector.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let prints = r.stdout.split(separator: "\n").filter { $0.hasPrefix("print: ") }
        XCTAssertEqual(prints, ["print: play", "print: pause from Pause"], r.stdout)
    }
}
