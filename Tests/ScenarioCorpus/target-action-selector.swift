// Target-action with #selector: a button, a tap gesture recognizer and perform(_:), as on iOS.
import UIKit

final class CounterViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    private var count = 0

    private lazy var button: UIButton = {
        let b = UIButton(type: .system)
        b.setTitle("Add", for: .normal)
        b.setTitleColor(.systemBlue, for: .normal)
        b.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        b.addTarget(self, action: #selector(add(_:)), for: .touchUpInside)
        return b
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        view.addGestureRecognizer(tap)
    }

    @IBAction func add(_ sender: UIButton) {
        count += 1
        print("add from", type(of: sender), "count", count)
    }

    @objc dynamic func backgroundTapped() { print("background tapped") }

    @objc func reset() { count = 0; print("reset") }
}

let counter = CounterViewController()
window.rootViewController = counter
wait(0.2)
tap(x: 40, y: 120)
tap(x: 40, y: 120)
tap(x: 200, y: 500)
counter.perform(#selector(CounterViewController.reset))
print(counter.responds(to: #selector(CounterViewController.reset)))
