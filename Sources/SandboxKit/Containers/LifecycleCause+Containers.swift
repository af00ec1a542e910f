// The causes the standard containers give the callbacks they make (rule R7 of docs/lifecycle-rules.md).
extension LifecycleCause {
    static let push = LifecycleCause("push", rule: "R7")
    static let pop = LifecycleCause("pop", rule: "R7")
    static let interactivePop = LifecycleCause("interactive pop", rule: "R7")
    static let setViewControllers = LifecycleCause("setViewControllers", rule: "R7")
    static let navigationAppears = LifecycleCause("navigation controller appears", rule: "R7")
    static let tabSwitch = LifecycleCause("tab switch", rule: "R7")
    static let tabTap = LifecycleCause("tab bar tap", rule: "R7")
    static let tabChildren = LifecycleCause("tab bar children", rule: "R7")
    static let present = LifecycleCause("present", rule: "R7")
    static let dismiss = LifecycleCause("dismiss", rule: "R7")
    static let cancelledTransition = LifecycleCause("cancelled transition", rule: "R13")
    static let pageSet = LifecycleCause("setViewControllers", rule: "R14")
    static let pageSwipe = LifecycleCause("page swipe", rule: "R14")
    static let interactiveDismiss = LifecycleCause("interactive dismiss", rule: "R7")
}
