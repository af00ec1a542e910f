// The causes the standard containers give the callbacks they make (rule R7 of docs/lifecycle-rules.md).
extension LifecycleCause {
    static let push = LifecycleCause("push", rule: .r7)
    static let pop = LifecycleCause("pop", rule: .r7)
    static let interactivePop = LifecycleCause("interactive pop", rule: .r7)
    static let setViewControllers = LifecycleCause("setViewControllers", rule: .r7)
    static let navigationAppears = LifecycleCause("navigation controller appears", rule: .r7)
    static let tabSwitch = LifecycleCause("tab switch", rule: .r7)
    static let tabTap = LifecycleCause("tab bar tap", rule: .r7)
    static let tabChildren = LifecycleCause("tab bar children", rule: .r7)
    static let present = LifecycleCause("present", rule: .r7)
    static let dismiss = LifecycleCause("dismiss", rule: .r7)
    static let cancelledTransition = LifecycleCause("cancelled transition", rule: .r13)
    static let pageSet = LifecycleCause("setViewControllers", rule: .r14)
    static let pageSwipe = LifecycleCause("page swipe", rule: .r14)
    static let interactiveDismiss = LifecycleCause("interactive dismiss", rule: .r7)
}
