// A profile screen as a tutorial writes one: a large title, a lazily made image view, Dynamic Type fonts, a stack view
// placed with anchors, and a button whose #selector action presents a UIAlertController; the alert is
// tapped away, its handler runs after the dismissal, and the presenter hears no appearance calls.
import UIKit

class ProfileViewController: UIViewController {
    private let avatar: UIImageView = {
        let iv = UIImageView(image: UIImage(systemName: "person.circle"))
        iv.translatesAutoresizingMaskIntoConstraints = false
        iv.contentMode = .scaleAspectFit
        iv.layer.cornerRadius = 40
        iv.clipsToBounds = true
        return iv
    }()
    private let nameLabel = UILabel()
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemBackground
        nameLabel.text = "Jane Appleseed"
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        button.setTitle("Edit", for: .normal)
        button.addTarget(self, action: #selector(edit), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalToConstant: 80),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(#function)
    }

    @objc private func edit() {
        let alert = UIAlertController(title: "Edit", message: "Not yet", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in print("OK tapped") })
        present(alert, animated: true)
    }
}

let nav = UINavigationController(rootViewController: ProfileViewController())
window.rootViewController = nav
wait(0.5)
let profile = nav.topViewController!
let edit = (profile.view.subviews.first as! UIStackView).arrangedSubviews[2]
let p = edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil)
tap(x: p.x, y: p.y)
wait(0.6)
print("presented:", profile.presentedViewController.map { String(describing: type(of: $0)) } ?? "none")
let alert = profile.presentedViewController!
let ok = alert.view.subviews.first!.subviews.compactMap { $0 as? UIButton }.first!
let q = ok.convert(CGPoint(x: ok.bounds.midX, y: ok.bounds.midY), to: nil)
tap(x: q.x, y: q.y)
wait(0.6)
print("after OK:", profile.presentedViewController == nil)
