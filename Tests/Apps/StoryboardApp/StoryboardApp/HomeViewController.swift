import UIKit

class HomeViewController: UIViewController {
    @IBOutlet weak var greeting: UILabel!
    @IBOutlet weak var helloButton: UIButton!
    private var pushed = false

    override func awakeFromNib() {
        super.awakeFromNib()
        print("home awoke from the storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("greeting: \(greeting.text ?? "nil")")
        helloButton.sendActions(for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !pushed else { return }
        pushed = true
        performSegue(withIdentifier: "showDetail", sender: self)
    }

    @IBAction func sayHello(_ sender: UIButton) {
        print("hello from \(sender.title(for: .normal) ?? "?")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.message = "from home"
        }
    }
}
