// A compose screen as tutorials build one: a UITextView pinned with anchors under a title, a grey
// placeholder label the delegate hides once there is text, a character counter limited to 40 characters
// through textView(_:shouldChangeTextIn:replacementText:), a Done button that ends editing, and a
// second, self-sizing text view (scrolling off) that grows as its text wraps. The user taps the text
// view, types two lines, goes past the limit, and taps Done.
import UIKit

class ComposeViewController: UIViewController, UITextViewDelegate {
    let limit = 40
    var refusals = 0

    let textView: UITextView = {
        let tv = UITextView()
        tv.font = UIFont.systemFont(ofSize: 17)
        tv.layer.borderColor = UIColor.systemGray4.cgColor
        tv.layer.borderWidth = 1
        tv.layer.cornerRadius = 8
        tv.translatesAutoresizingMaskIntoConstraints = false
        return tv
    }()

    let placeholderLabel: UILabel = {
        let label = UILabel()
        label.text = "What's on your mind?"
        label.textColor = .placeholderText
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let counterLabel = UILabel()

    let growingView: UITextView = {
        let tv = UITextView()
        tv.font = .systemFont(ofSize: 15)
        tv.isScrollEnabled = false
        tv.isEditable = false
        tv.text = "This note sizes itself to its text."
        tv.translatesAutoresizingMaskIntoConstraints = false
        return tv
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Post"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))

        textView.delegate = self
        counterLabel.translatesAutoresizingMaskIntoConstraints = false
        counterLabel.textColor = .secondaryLabel
        counterLabel.text = "0/\(limit)"
        view.addSubview(textView)
        textView.addSubview(placeholderLabel)
        view.addSubview(counterLabel)
        view.addSubview(growingView)

        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.heightAnchor.constraint(equalToConstant: 120),
            placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor, constant: 8),
            placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor, constant: 5),
            counterLabel.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
            counterLabel.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
            growingView.topAnchor.constraint(equalTo: counterLabel.bottomAnchor, constant: 16),
            growingView.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            growingView.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
        ])
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        print("began editing")
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: text)
        if updated.count > limit { refusals += 1 }
        return updated.count <= limit
    }

    func textViewDidChange(_ textView: UITextView) {
        placeholderLabel.isHidden = !textView.text.isEmpty
        counterLabel.text = "\(textView.text.count)/\(limit)"
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        print("ended editing with", textView.text.count, "characters")
    }

    @objc func doneTapped() {
        view.endEditing(true)
    }
}

let compose = ComposeViewController()
let nav = UINavigationController(rootViewController: compose)
window.rootViewController = nav
wait(0.1)
print("growing view height:", compose.growingView.frame.height)

let box = compose.textView.convert(CGPoint(x: 100, y: 40), to: nil)
tap(x: box.x, y: box.y)
wait(0.3)
typeText("Hello from the sandbox\nSecond line")
print("placeholder hidden:", compose.placeholderLabel.isHidden, "counter:", compose.counterLabel.text ?? "")
typeText(" and more than fits")
print("text:", compose.textView.text.replacingOccurrences(of: "\n", with: "|"), "refused:", compose.refusals)

compose.growingView.text = "This note sizes itself to its text, and now it has grown long enough to wrap onto more lines."
wait(0.1)
print("growing view height:", compose.growingView.frame.height)

compose.doneTapped()
wait(0.3)
screenshot("compose.png")
