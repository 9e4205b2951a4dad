// Animation code as tutorials write it: block animations, springs, options, property animators,
// rotation coordinators.
import UIKit

final class AnimatedPanelViewController: UIViewController {
  private let panel = UIView()
  private let badge = UIView()
  private var panelTop: NSLayoutConstraint!
  private var animator: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    view.addSubview(badge)
    panelTop = panel.topAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      panelTop,
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: 300),
    ])
  }

  func showPanel() {
    panelTop.constant = -300
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
    UIView.animate(withDuration: 0.3, animations: {
      self.badge.alpha = 0
    }) { finished in
      self.badge.isHidden = finished
    }
    UIView.animate(withDuration: 0.5, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
                   animations: { self.view.layoutIfNeeded() }, completion: nil)
    UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7,
                   initialSpringVelocity: 0.5, options: .allowUserInteraction, animations: {
      self.badge.center.y += 20
    })
    UIView.animate(springDuration: 0.4, bounce: 0.2) {
      self.badge.frame.size.width = 44
    }
    UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
      self.badge.alpha = 0.5
    }, completion: nil)
    UIView.performWithoutAnimation {
      self.badge.layoutIfNeeded()
    }
    UIView.transition(with: badge, duration: 0.3, options: .transitionCrossDissolve, animations: {
      self.badge.backgroundColor = .red
    }, completion: nil)
  }

  func dragPanel(progress: CGFloat) {
    if animator == nil {
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
        self.panelTop.constant = 0
        self.view.layoutIfNeeded()
      }
      animator.addCompletion { position in
        if position == .start { self.panelTop.constant = -300 }
      }
      animator.addAnimations({ self.badge.alpha = 1 }, delayFactor: 0.5)
      animator.pauseAnimation()
      self.animator = animator
    }
    animator?.fractionComplete = progress
  }

  func endDrag(cancelled: Bool) {
    guard let animator else { return }
    animator.isReversed = cancelled
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    if animator.state == .active && !animator.isRunning { animator.startAnimation() }
    let spring = UIViewPropertyAnimator(
      duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0)))
    spring.addAnimations { self.badge.alpha = 1 }
    spring.startAnimation(afterDelay: 0.1)
    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
      self.badge.alpha = 0.2
    }, completion: nil)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.panelTop.constant = size.width > size.height ? -200 : -300
      self.view.layoutIfNeeded()
    })
    coordinator.animate(alongsideTransition: nil) { context in
      _ = context.isCancelled
    }
  }
}
