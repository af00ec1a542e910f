// A presentation over full screen: the presented page slides up over its presenter, which stays in the
// window and gets no appearance callbacks, neither on present nor on dismiss (R12).
class Home: UIViewController {}
class Overlay: UIViewController {}

let a = Home()
window.rootViewController = a
wait(0.5)

let b = Overlay()
b.modalPresentationStyle = .overFullScreen
a.present(b, animated: true)
wait(1)
print(a.view.window != nil, a.presentedViewController!, b.presentingViewController!)

b.dismiss(animated: true)
wait(1)
print(a.presentedViewController)
