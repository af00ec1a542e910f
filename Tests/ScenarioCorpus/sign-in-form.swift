// A sign-in screen as a tutorial builds one: a form view (a stack view of two text fields and a hairline,
// with rounded corners) that is its fields' UITextFieldDelegate, placed with system-spacing anchors under
// a title and a subtitle in Dynamic Type fonts; a Sign In button whose #selector action checks the fields
// and shows an error label; a keyboard observer added with #selector that moves the form up while the
// keyboard is shown. The user taps a field, types, returns, and signs in wrong, then right.
import UIKit

class LoginView: UIView {
    let stackView = UIStackView()
    let usernameField = UITextField()
    let passwordField = UITextField()
    let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 5
        clipsToBounds = true

        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 8

        usernameField.placeholder = "Username"
        usernameField.autocapitalizationType = .none
        usernameField.returnKeyType = .next
        usernameField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        divider.backgroundColor = .secondarySystemFill

        for v in [usernameField, divider, passwordField] { stackView.addArrangedSubview(v) }
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
            stackView.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 1),
            trailingAnchor.constraint(equalToSystemSpacingAfter: stackView.trailingAnchor, multiplier: 1),
            bottomAnchor.constraint(equalToSystemSpacingBelow: stackView.bottomAnchor, multiplier: 1),
            divider.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension LoginView: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("editing", textField.placeholder ?? "")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else {
            endEditing(true)
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("ended", textField.placeholder ?? "", "with", textField.isSecureTextEntry ? "(hidden)" : textField.text ?? "")
    }
}

class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let loginView = LoginView()
    let signInButton = UIButton(type: .system)
    let errorLabel = UILabel()
    var formCenter: NSLayoutConstraint!

    var username: String? { loginView.usernameField.text }
    var password: String? { loginView.passwordField.text }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Ledger"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center
        subtitleLabel.text = "Your accounts, in one place."
        subtitleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        subtitleLabel.textAlignment = .center
        subtitleLabel.numberOfLines = 0
        signInButton.setTitle("Sign In", for: [])
        signInButton.backgroundColor = .systemBlue
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.layer.cornerRadius = 8
        signInButton.addTarget(self, action: #selector(signInTapped), for: .primaryActionTriggered)
        errorLabel.textColor = .systemRed
        errorLabel.textAlignment = .center
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        for v in [titleLabel, subtitleLabel, loginView, signInButton, errorLabel] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        formCenter = view.centerYAnchor.constraint(equalTo: loginView.centerYAnchor)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            subtitleLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
            subtitleLabel.widthAnchor.constraint(equalTo: loginView.widthAnchor),
            subtitleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loginView.topAnchor.constraint(equalToSystemSpacingBelow: subtitleLabel.bottomAnchor, multiplier: 3),
            loginView.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            view.trailingAnchor.constraint(equalToSystemSpacingAfter: loginView.trailingAnchor, multiplier: 2),
            formCenter,
            signInButton.topAnchor.constraint(equalToSystemSpacingBelow: loginView.bottomAnchor, multiplier: 2),
            signInButton.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 44),
            errorLabel.topAnchor.constraint(equalToSystemSpacingBelow: signInButton.bottomAnchor, multiplier: 2),
            errorLabel.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
            errorLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("form at", loginView.frame.minY)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        print("keyboard will show, height", frame.height)
        formCenter.constant = 120
    }

    @objc func keyboardWillHide() {
        print("keyboard will hide")
        formCenter.constant = 0
    }

    @objc func signInTapped(sender: UIButton) {
        errorLabel.isHidden = true
        guard let username = username, let password = password else { return }
        if username.isEmpty || password.isEmpty {
            show("Username / password cannot be blank")
        } else if username == "kevin" && password == "welcome" {
            print("signed in as", username)
        } else {
            show("Incorrect username / password")
        }
    }

    private func show(_ message: String) {
        errorLabel.isHidden = false
        errorLabel.text = message
        print("error:", message)
    }
}

let login = LoginViewController()
window.rootViewController = login
wait(0.1)

@MainActor func center(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

// signing in with nothing typed
let button = center(login.signInButton)
tap(x: button.x, y: button.y)
wait(0.1)

let user = center(login.loginView.usernameField)
tap(x: user.x, y: user.y)
wait(0.3)
typeText("kevin\n")
typeText("secret\n")
wait(0.3)
let button2 = center(login.signInButton)
tap(x: button2.x, y: button2.y)

let password = center(login.loginView.passwordField)
tap(x: password.x, y: password.y)
typeText("\u{8}\u{8}\u{8}\u{8}\u{8}\u{8}welcome\n")
wait(0.3)
let button3 = center(login.signInButton)
tap(x: button3.x, y: button3.y)
wait(0.1)
print("error shown:", !login.errorLabel.isHidden)
