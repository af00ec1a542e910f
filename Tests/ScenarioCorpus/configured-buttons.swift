// A login screen with iOS 15's configured buttons, as current tutorials build one: a filled capsule
// button with an image and a subtitle whose configurationUpdateHandler retitles it while it is held and
// whose UIAction signs in, and a plain "Forgot password?" button, centred in a stack view. The user taps
// Sign In.
import UIKit

final class LoginViewController: UIViewController {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Welcome back"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    lazy var signInButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Sign In"
        config.subtitle = "with your account"
        config.image = UIImage(systemName: "person.fill")
        config.imagePadding = 8
        config.cornerStyle = .capsule
        config.buttonSize = .large
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.signIn()
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private let forgotButton: UIButton = {
        var config = UIButton.Configuration.plain()
        config.title = "Forgot password?"
        config.baseForegroundColor = .secondaryLabel
        let button = UIButton(configuration: config)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [titleLabel, signInButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
        signInButton.configurationUpdateHandler = { button in
            var config = button.configuration
            config?.title = button.isHighlighted ? "Signing in…" : "Sign In"
            button.configuration = config
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("button size:", signInButton.bounds.size)
    }

    private func signIn() {
        print("sign in tapped")
    }
}

let login = LoginViewController()
window.rootViewController = login
wait(0.1)

@MainActor func center(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
let button = center(login.signInButton)
tap(x: button.x, y: button.y)
wait(0.1)
print("title after the tap:", login.signInButton.configuration?.title ?? "none")
