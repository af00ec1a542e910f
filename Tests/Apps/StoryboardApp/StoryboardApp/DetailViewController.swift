import UIKit

class DetailViewController: UIViewController {
    var message = ""
    @IBOutlet weak var messageLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = message
        print("detail shows: \(messageLabel.text ?? "nil")")
    }
}
