// The causes of the app and scene delegate calls (rule R15 of docs/lifecycle-rules.md).
extension LifecycleCause {
    static let launch = LifecycleCause("launch", rule: .r15)
    static let homeButton = LifecycleCause("Home button", rule: .r15)
    static let returnToForeground = LifecycleCause("back to the foreground", rule: .r15)
    static let terminate = LifecycleCause("terminate", rule: .r15)
    static let sceneConfiguration = LifecycleCause("scene configuration", rule: .r15)
    static let refusedLaunch = LifecycleCause("refused", rule: .r15)
}
